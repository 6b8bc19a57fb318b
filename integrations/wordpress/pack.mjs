// `npm run build:wordpress`: school-site-widgets.zip, the plugin as Plugins -> Add New ->
// Upload Plugin takes it (one folder, school-site-widgets/, at the archive's root). Written
// here, deflated with zlib: no zip program needed.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLUGIN = join(ROOT, 'integrations/wordpress/school-site-widgets');
const OUT = join(ROOT, 'school-site-widgets.zip');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function files(dir) {
  const entries = await readdir(dir, { recursive: true });
  const out = [];
  for (const entry of entries.sort()) {
    if ((await stat(join(dir, entry))).isFile()) out.push(entry);
  }
  return out;
}

// The blocks' editor sources (blocks/<name>/edit.ts) are built into build/editor.js: not shipped.
const list = (await files(PLUGIN)).filter((file) => !file.endsWith('.ts'));
if (
  !['dist/boot.js', 'build/editor.js', 'build/edit-on-page.js'].every((file) => list.includes(file))
) {
  throw new Error('the plugin is not built: run `npm run build` first');
}
const locals = [];
const centrals = [];
let offset = 0;
for (const file of list) {
  const name = Buffer.from(`school-site-widgets/${relative(PLUGIN, join(PLUGIN, file))}`);
  const data = await readFile(join(PLUGIN, file));
  const packed = deflateRawSync(data, { level: 9 });
  const crc = crc32(data);
  // Local header: signature, version 2.0, flags, deflate, time/date 0, crc, sizes, name length.
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6); // names in UTF-8
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0x00210000, 10); // 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0x00210000, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0o100644 * 0x10000, 38); // external attributes: a regular file, rw-r--r--
  central.writeUInt32LE(offset, 42);
  locals.push(local, name, packed);
  centrals.push(central, name);
  offset += local.length + name.length + packed.length;
}
const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0);
end.writeUInt16LE(list.length, 8);
end.writeUInt16LE(list.length, 10);
end.writeUInt32LE(centralSize, 12);
end.writeUInt32LE(offset, 16);
await writeFile(OUT, Buffer.concat([...locals, ...centrals, end]));
console.log(`${relative(ROOT, OUT)}: ${list.length} files, ${(offset / 1024).toFixed(0)} KB`);
