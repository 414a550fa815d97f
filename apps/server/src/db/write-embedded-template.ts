import { buildTemplate, EMBEDDED_TEMPLATE_DIR } from './embedded-template.js';

/** Run by the server's build: the migrated, empty embedded database a fresh start copies. */
const started = performance.now();
await buildTemplate();
console.log(
  `embedded database template: ${EMBEDDED_TEMPLATE_DIR} (${Math.round(performance.now() - started)} ms)`,
);
