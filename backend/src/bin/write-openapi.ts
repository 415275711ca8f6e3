import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from '../openapi/swagger';
import { sortDeep } from '../openapi/sort-deep';

/** Writes openapi/openapi.json from the app's decorators: no port, no database. */
async function main(): Promise<void> {
  // The committed contract names the public site as its server; a running server's own document
  // (/api/docs/openapi.json) names its PUBLIC_URL instead.
  const config = loadConfig({
    NODE_ENV: 'development',
    PUBLIC_URL: 'https://divedownunder.com.au',
    DATA_DIR: path.join(process.cwd(), '.openapi-tmp'),
  });
  const app = await createApp(config, { withoutDatabase: true, logger: false });
  await app.init();
  const document = sortDeep(buildOpenApiDocument(app, config.publicUrl));
  await app.close();
  fs.rmSync(path.join(process.cwd(), '.openapi-tmp'), { recursive: true, force: true });
  const out = path.resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
