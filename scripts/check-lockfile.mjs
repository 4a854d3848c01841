#!/usr/bin/env node
// Fails when `npm ci` would fail on a fresh clone: package-lock.json out of step with package.json
// (a dependency added by hand, or another platform's optional package missing from the lock). Asks npm
// itself, without installing anything (--dry-run --ignore-scripts).
import { spawnSync } from 'node:child_process';

const res = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { encoding: 'utf8' });
const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
const problem = output.split('\n').find((l) => /can only install|Missing:|Invalid:|npm error/.test(l));
if (res.status !== 0 || problem) {
  console.error('package-lock.json is out of step with package.json, so `npm ci` fails on a fresh clone:');
  console.error(`  ${problem ?? output.trim().split('\n').slice(-3).join('\n  ')}`);
  console.error('Run `npm install` and commit package-lock.json.');
  process.exit(1);
}
console.log('package-lock.json is in step with package.json (npm ci --dry-run passes)');
