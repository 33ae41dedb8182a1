import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'littleloom_template';

function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Connection for creating and dropping databases: the server's own `postgres` database. */
export function adminConnectionString(base: string): pg.ClientConfig {
  const url = new URL(base);
  return {
    connectionString: withDatabase(base, 'postgres'),
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
  };
}

/** A fresh database cloned from the migrated template; dropped again by the returned function. */
export async function createTestDatabase(
  base: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `littleloom_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminConnectionString(base));
  await admin.connect();
  try {
    // Two files may clone the template at the same moment; PostgreSQL then asks one to wait.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(base, name),
    drop: () => dropDatabase(base, name),
  };
}

/** A new database with nothing in it (not the migrated template), as an owner creates one. */
export async function createEmptyDatabase(
  base: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `littleloom_e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminConnectionString(base));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(base, name),
    drop: () => dropDatabase(base, name),
  };
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const client = new pg.Client(adminConnectionString(base));
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export { withDatabase };
