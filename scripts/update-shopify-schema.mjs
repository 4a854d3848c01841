// The real Shopify Admin GraphQL schema (an introspection result) ships inside the npm package
// @shopify/dev-mcp, whose dependencies (the whole Shopify CLI) we do not want in the app. This script
// takes only the schema file out of the package's tarball:
//   node scripts/update-shopify-schema.mjs [devMcpVersion] [apiVersion]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [devMcp = '1.16.0', api = '2026-10'] = process.argv.slice(2);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dev-mcp-'));
try {
  const tgz = execFileSync('npm', ['pack', `@shopify/dev-mcp@${devMcp}`, '--silent'], { cwd: tmp }).toString().trim();
  execFileSync('tar', ['xzf', tgz, `package/dist/data/admin_${api}.json.gz`], { cwd: tmp });
  const target = path.resolve(`src/server/shopify/schema/admin_${api}.json.gz`);
  copyFileSync(path.join(tmp, `package/dist/data/admin_${api}.json.gz`), target);
  console.log(`wrote ${target} from @shopify/dev-mcp@${devMcp}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
