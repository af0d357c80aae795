import pg from 'pg';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
const qs = JSON.parse(readFileSync('/tmp/qdump.json', 'utf8'));
const c = new pg.Client({ connectionString: 'postgres://shop_test:shop_test@127.0.0.1:5432/shop_prof', options: '-c plan_cache_mode=force_generic_plan' });
await c.connect();
const pick = (re) => qs.find((q) => re.test(q.text));
for (const [label, re] of [['S1', /with claim as/], ['S3', /with locked as/], ['S2', /with placed as/]]) {
  const q = pick(re);
  const params = q.params.map((v, i) => (label === 'S1' && i === 2) ? randomUUID() : (label === 'S1' && i === 1) ? null : v);
  if (label === 'S2') { params[0] = randomUUID(); params[25] = params[0]; params[40] = params[0]; params[43] = randomUUID(); params[1] = 'X-' + Math.random(); params[22]=null; params[3]=null; }
  await c.query('begin');
  try {
    await c.query({ name: 'x' + label.toLowerCase(), text: q.text, values: params });
    const r = await c.query({ text: `explain (analyze, costs off) execute x${label.toLowerCase()}(${params.map((v) => v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`).join(',')})` });
    console.log('==', label); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  } catch (e) { console.log(label, e.message); }
  await c.query('rollback');
}
await c.end();
