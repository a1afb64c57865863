// Creates an administrator, or makes an existing account one.
// Usage: npm run admin:create -- <email> <name>
// The password is asked for (typed without echo); it never goes on the command line, where the
// shell history and the process list would keep it. Piped input is read as the password too.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DatabaseStillUnavailable, prepare, StartupError } from '#src/app/prepare.ts';
import { ConfigError } from '#src/server/config.ts';
import { signupSchema } from '#src/features/auth/schema.ts';
import { createOrPromoteAdmin } from '#src/features/auth/service.ts';
import { createT } from '#src/i18n/index.ts';

const t = createT('en');
const [email, ...nameParts] = process.argv.slice(2).filter((a) => a !== '--');
const name = nameParts.join(' ');
if (!email || !name) {
  console.error(
    'Usage: npm run admin:create -- <email> <name>\nExample: npm run admin:create -- seva@example.org "Ravi Kumar"',
  );
  process.exit(64);
}

function ask(question: string): Promise<string> {
  const silent = process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(silent) });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (silent) process.stdout.write('\n');
      resolve(answer);
    });
    muted = Boolean(silent);
  });
}

const password = await ask('Password for the administrator (at least 6 characters): ');
const parsed = signupSchema.safeParse({ role: 'Admin', email, name, password, secretKey: 'not-needed-here' });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${String(issue.path[0])}: ${t(issue.message)}`);
  process.exit(65);
}

try {
  const { connection } = await prepare();
  const done = await createOrPromoteAdmin(connection.db, parsed.data);
  console.log(
    done === 'created'
      ? `Created administrator ${parsed.data.email}.`
      : `${parsed.data.email} is now an administrator; the password was replaced.`,
  );
  await connection.db.destroy();
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(78);
  }
  if (error instanceof DatabaseStillUnavailable) {
    console.error(error.message);
    process.exit(69);
  }
  throw error;
}
