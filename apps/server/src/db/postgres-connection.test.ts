import { describe, expect, it } from 'vitest';
import { postgresConnection } from './client';

describe('postgresConnection', () => {
  it("starts every session with the shop's trigram threshold", () => {
    const connection = postgresConnection('postgresql://shop@db.example/littleloom');
    expect(connection.connectionString).toBe('postgresql://shop@db.example/littleloom');
    expect(connection.options).toBe('-c pg_trgm.word_similarity_threshold=0.4');
  });

  it("keeps the address's own server options, before the shop's", () => {
    const connection = postgresConnection(
      'postgresql://shop@db.example/littleloom?options=-c%20statement_timeout%3D5000&sslmode=require',
    );
    expect(connection.options).toBe(
      '-c statement_timeout=5000 -c pg_trgm.word_similarity_threshold=0.4',
    );
    // pg would let the address's options replace the ones given beside it.
    expect(new URL(connection.connectionString!).searchParams.has('options')).toBe(false);
    expect(new URL(connection.connectionString!).searchParams.get('sslmode')).toBe('require');
  });
});
