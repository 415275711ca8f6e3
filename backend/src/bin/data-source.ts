import { DataSource } from 'typeorm';
import { ENTITIES } from '../app/entities';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';

/** Used by the TypeORM CLI (migration:generate / migration:run) on the compiled output. */
export default new DataSource(dataSourceOptions(loadConfig(), ENTITIES));
