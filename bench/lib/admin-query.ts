import pg from 'pg';

/** One statement on its own connection (CREATE / DROP DATABASE cannot run in a pooled transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
