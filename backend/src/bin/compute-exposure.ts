import { DataSource } from 'typeorm';
import { ENTITIES } from '../app/entities';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { EdgePurgeQueue } from '../common/edge/edge-purge-queue';
import { dataSourceOptions } from '../database/data-source-options';
import { computeSiteExposures } from '../dive-sites/exposure/site-exposures';
import { configFromEnvironment, runCli } from './run-cli';

/**
 * `npm run exposure -w backend` (`make exposure`): computes again, from the Natural Earth coastline, the
 * exposure of every dive site whose exposure the owner has not set by hand (those stay as they are),
 * in one transaction that also tells running servers (and a shared cache in front) that dive sites
 * changed. Safe while the server runs.
 */
runCli(async () => {
  const config = configFromEnvironment();
  const dataSource = new DataSource(dataSourceOptions(config, ENTITIES));
  await dataSource.initialize();
  try {
    const started = performance.now();
    const versions = new ContentVersionsService(dataSource, config, new EdgePurgeQueue(dataSource, config));
    const run = await versions.write(['dive-sites'], (manager) => computeSiteExposures(manager, 'all'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Exposure computed for ${run.computed} dive sites in ${seconds} s; ${run.ownerKept} set by the owner were left as they are.`,
    );
  } finally {
    await dataSource.destroy();
  }
});
