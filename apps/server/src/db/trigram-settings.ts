/**
 * pg_trgm's word-similarity threshold on every connection the shop opens. The trigram indexes
 * serve the `<%` operator, which keeps only what reaches this threshold; each search states its
 * own threshold beside the operator, so this one must be the lowest any search uses (see
 * `modules/catalog/search/search-plan.ts`). PostgreSQL's default, 0.6, would lose most typos.
 */
export const WORD_SIMILARITY_INDEX_FLOOR = 0.4;

/** The setting as server start options (`-c name=value`), for PGlite and the pg driver alike. */
export const TRIGRAM_START_OPTIONS = [
  '-c',
  `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_INDEX_FLOOR}`,
] as const;
