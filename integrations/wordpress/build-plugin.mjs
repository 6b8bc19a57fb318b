// Lays the WordPress plugin folder from a build (build.mjs calls it after the bundle): the
// bundle in school-site-widgets/dist/, the config rules, the ItemType table, the media calls,
// the iCalendar files' head and time zone, the rich field's sanitizer policy and the widgets'
// number options beside the PHP that reads them, the block
// editor script (TypeScript, WordPress's globals external) in school-site-widgets/build/, and
// the translations compiled from languages/*.po (i18n.mjs). All of it is ignored by git: the
// build makes it.
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compileTranslations } from './i18n.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLUGIN = join(ROOT, 'integrations/wordpress/school-site-widgets');

/** @param {{ dist?: string }} [options] dist: the built bundle's folder. */
export async function layPlugin({ dist = join(ROOT, 'dist') } = {}) {
  await rm(join(PLUGIN, 'dist'), { recursive: true, force: true });
  await cp(dist, join(PLUGIN, 'dist'), {
    recursive: true,
    // meta.json is the bench's; the plugin serves what a page loads and the maps.
    filter: (source) => !source.endsWith('meta.json'),
  });
  // The worker through PHP (its scope header on any server) and the parents area's icons.
  await copyFile(join(PLUGIN, 'includes/parents-sw.php'), join(PLUGIN, 'dist/parents-sw.php'));
  await mkdir(join(PLUGIN, 'assets'), { recursive: true });
  for (const size of [192, 512]) {
    const icon = `parents-icon-${size}.png`;
    await copyFile(join(ROOT, 'demo/static', icon), join(PLUGIN, 'assets', icon));
  }
  await copyFile(join(ROOT, 'src/kernel/config.schema.json'), join(PLUGIN, 'config.schema.json'));
  await copyFile(join(ROOT, 'src/media/item-types.json'), join(PLUGIN, 'item-types.json'));
  // What every iCalendar file says besides its events (its zone's VTIMEZONE): the feed's PHP.
  await copyFile(join(ROOT, 'src/format/ics-calendar.json'), join(PLUGIN, 'ics-calendar.json'));
  // The media calls the widgets make: what the plugin's route answers (includes/media-route.php).
  await copyFile(join(ROOT, 'src/media/calls.json'), join(PLUGIN, 'media-calls.json'));
  // The rich field's sanitizer policy: the bridge's DOMPurify and the save's wp_kses read it.
  await copyFile(
    join(ROOT, 'src/ui/sanitize-policies/rich-field.json'),
    join(PLUGIN, 'sanitize-rich-field.json'),
  );
  // The widgets' number options (default and bounds), for the blocks' PHP.
  const options = {};
  for (const widget of ['media-hub', 'calendar']) {
    const { about, ...own } = JSON.parse(
      await readFile(join(ROOT, 'widgets', widget, 'options.json'), 'utf8'),
    );
    options[widget] = own;
  }
  await writeFile(join(PLUGIN, 'widget-options.json'), JSON.stringify(options));
  await mkdir(join(PLUGIN, 'build'), { recursive: true });
  const editor = await esbuild.build({
    entryPoints: {
      editor: join(ROOT, 'integrations/wordpress/editor/blocks.ts'),
      // Edit on page's admin screen (includes/edit-on-page.php): no WordPress global needed.
      'edit-on-page': join(ROOT, 'integrations/wordpress/editor/edit-on-page.ts'),
    },
    outdir: join(PLUGIN, 'build'),
    bundle: true,
    // A classic script: WordPress loads editor scripts with plain <script> tags after wp.*.
    format: 'iife',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Which sources each script holds: its translations are theirs.
    metafile: true,
    absWorkingDir: ROOT,
  });
  await compileTranslations(
    Object.fromEntries(
      Object.entries(editor.metafile.outputs)
        .filter(([path]) => path.endsWith('.js'))
        .map(([path, output]) => [relative(PLUGIN, join(ROOT, path)), Object.keys(output.inputs)]),
    ),
  );
}
