import type { Db } from '../db/database';

/**
 * Sets one value in a company's stored config, as json_set(config_json, path, value) would, on
 * either engine: `path` is '$.configs.pcsxConfig.strongMatchThreshold' (missing objects are made).
 */
export async function setDomainConfig(db: Db, domain: string, path: string, value: unknown): Promise<void> {
  const keys = path.replace(/^\$\./, '').split('.');
  const last = keys.pop() as string;
  await db.transaction().execute(async (trx) => {
    const { config_json } = await trx.selectFrom('domains').select('config_json').where('id', '=', domain).executeTakeFirstOrThrow();
    const config = JSON.parse(config_json) as Record<string, unknown>;
    let at = config;
    for (const key of keys) {
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    at[last] = value;
    await trx.updateTable('domains').set({ config_json: JSON.stringify(config) }).where('id', '=', domain).execute();
  });
}
