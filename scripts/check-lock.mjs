// CI's lock check after `npm install`: the lock must still say what was installed.
// The registry this machine reaches answers some requests for other platforms' optional native
// bindings (oxc-parser's, unrs-resolver's) and not others, differently from one install to the next,
// so `npm install` may add lock entries for bindings of platforms that are not this one. Those
// additions change nothing that is installed here: they are accepted and the committed lock is put
// back. Anything else (an entry removed or changed, a non-optional addition) means the committed
// lock is out of date: the run fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const committed = JSON.parse(execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 64 << 20 })).packages;
const now = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
const problems = [];
const tolerated = [];
for (const [key, entry] of Object.entries(now)) {
  const before = committed[key];
  if (!before) {
    if (entry.optional && !existsSync(key)) tolerated.push(key);
    else problems.push(`added: ${key}`);
  } else if (JSON.stringify(before) !== JSON.stringify(entry)) problems.push(`changed: ${key}`);
}
for (const key of Object.keys(committed)) if (!(key in now)) problems.push(`removed: ${key}`);

if (problems.length > 0) {
  console.error(`package-lock.json changed during install: run npm install and commit the lock\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
if (tolerated.length > 0) {
  console.log(
    `npm install added ${tolerated.length} lock entries for other platforms' optional bindings (not installed here): the committed lock is restored`,
  );
  execFileSync('git', ['checkout', '--', 'package-lock.json']);
}
console.log('package-lock.json: as committed');
