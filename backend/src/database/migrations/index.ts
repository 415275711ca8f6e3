import { InitialSchema1795310372862 } from './1795310372862-InitialSchema';

/** Every migration, in order. A newly generated migration is added here after review. */
export const MIGRATIONS: Function[] = [InitialSchema1795310372862];
