// `npm start`: serve the demo. PORT (default 8080) is the site; PORT+1 plays the CMS admin.
import { startDemo } from './app.mjs';

const port = Number(process.env.PORT ?? 8080);
const demo = await startDemo({ port, adminPort: Number(process.env.ADMIN_PORT ?? port + 1) });
console.log(
  `Demo site: ${demo.url}/  (CMS admin: ${demo.adminUrl}/, attacker: ${demo.attackerUrl}/)`,
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
