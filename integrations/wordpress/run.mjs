// `npm run wordpress`: the local WordPress with the plugin and a seeded site (server.mjs), on
// PORT (default 8090), its data in .wordpress/ (ignored by git) kept from one start to the next.
// Ctrl-C stops everything; `npm run wordpress -- --fresh` starts again from an empty database.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWordPress } from './server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 8090);
// Absolute: MariaDB and PHP run from other folders.
const dataDir = resolve(process.env.WORDPRESS_DATA ?? join(ROOT, '.wordpress', 'dev'));
const fresh = process.argv.includes('--fresh');

const started = performance.now();
const site = await startWordPress({ port, dataDir, fresh }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`WordPress is ready in ${seconds} s (${JSON.stringify(site.timings)} ms)

  Site:   ${site.url}/
  Admin:  ${site.adminUrl}   user ${site.user}, password ${site.password}
  Media and image services (demo): ${site.demoUrl}
  PHP errors: ${site.phpLog}

Ctrl-C stops it; the next start keeps the site.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping WordPress, MariaDB and the demo services...');
    await site.close();
    process.exit(0);
  });
}
