// npm run create-user -- --role admin --email … --first … --last … [--password …]
// (the npm script runs this file from scripts/dist; build first with npm run build:ts).
import { baseServiceEnv, createLogger, DomainError, openInfrastructure } from '@heartwise/service-kit';
import { identityService, passwordStrengthProblem } from '@heartwise/svc-identity';
import {
  CommandLineError,
  createUser,
  isStaff,
  parseCreateUserArgs,
  signInHint,
  usage,
  type CreateUserArgs,
} from './create-user-command.js';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    function onData(chunk: string): void {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    }
    stdin.on('data', onData);
  });
}

async function passwordFromTerminal(owner: CreateUserArgs): Promise<string> {
  if (!process.stdin.isTTY) {
    fail('Give --password, or run this in a terminal to be asked for it (it is not echoed).');
  }
  const password = await askHidden('Password (at least 8 characters, hard to guess): ');
  if (password.length < 8) fail('The password must be at least 8 characters.');
  const weak = passwordStrengthProblem(password, {
    firstName: owner.first,
    lastName: owner.last,
    email: owner.email,
  });
  if (weak) fail(weak);
  if ((await askHidden('Once more, to be sure: ')) !== password) fail("Passwords don't match.");
  return password;
}

let args: CreateUserArgs;
try {
  const parsed = parseCreateUserArgs(process.argv.slice(2));
  if (parsed.help) {
    console.log(usage);
    process.exit(0);
  }
  args = parsed.args;
} catch (error) {
  if (!(error instanceof CommandLineError)) throw error;
  fail(`${error.message}\n\n${usage}`, 2);
}

const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) {
  fail(
    'MONGO_URL is required: the MongoDB (or FerretDB) server svc-identity uses, e.g.\n' +
      '  MONGO_URL=mongodb://127.0.0.1:27017 npm run create-user -- …\n' +
      '(npm run infra:up prints the local one; the embedded mode keeps its data in memory and has demo accounts instead).',
    2,
  );
}
if (!isStaff(args.role)) {
  console.warn(`Note: create-user is meant for staff accounts; a ${args.role} normally signs up themselves.`);
}
const password = args.password ?? (await passwordFromTerminal(args));

const logger = createLogger('create-user', 'warn');
// The service's own way of choosing its database, so the account lands where svc-identity reads.
// Without KAFKA_BROKERS and REDIS_URL nothing else is connected: the event stays in the outbox.
const infra = await openInfrastructure({
  service: identityService.name,
  env: baseServiceEnv.parse({ MONGO_URL: mongoUrl, JWT_PUBLIC_KEY: 'not used by this command' }),
  logger,
}).catch((error: unknown) => fail(`Cannot open the identity database: ${(error as Error).message}`));

try {
  const user = await createUser(infra.store, { ...args, password });
  console.log(
    `Created ${user.role} ${user.firstName ?? ''} ${user.lastName ?? ''} (username ${user.username}, email ${user.email}).\n` +
      `They sign in ${signInHint(user)}.\n` +
      'The running svc-identity publishes identity.user.registered from its outbox on its next poll.',
  );
} catch (error) {
  if (error instanceof DomainError) fail(error.message);
  throw error;
} finally {
  await infra.close();
}
