// `npm start`: serve the demo. PORT (default 8080) is the site; PORT+1 plays the CMS admin.
// DEMO_VOLUME=16 runs the whole demo on the seed times 16 (demo/README.md, "Volume test mode").
import { startDemo } from './app.mjs';
import { parseVolume } from './media-service/volume.mjs';

const port = Number(process.env.PORT ?? 8080);
const volume = parseVolume(process.env.DEMO_VOLUME) ?? 1;
if (process.env.DEMO_VOLUME && volume === 1 && process.env.DEMO_VOLUME !== '1') {
  console.warn(`DEMO_VOLUME=${process.env.DEMO_VOLUME} is not a whole number from 1: ignored`);
}
const demo = await startDemo({
  port,
  adminPort: Number(process.env.ADMIN_PORT ?? port + 1),
  volume,
});
console.log(
  `Demo site: ${demo.url}/  (CMS admin: ${demo.adminUrl}/, attacker: ${demo.attackerUrl}/)${volume > 1 ? `, media data at volume ${volume}` : ''}`,
);
console.log(
  [
    '  Landing page      /',
    '  Second level      /about/schools/riverside',
    '  Media hub         /media   (groups: /media/filter/news, ... ; /media?SearchExpression=%23SportsDay)',
    '  Calendar          /calendar',
    '  Parents area      /parents',
    '  Search            /search/term',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => demo.close().then(() => process.exit(0)));
}
