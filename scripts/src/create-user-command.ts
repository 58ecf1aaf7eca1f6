import { parseArgs } from 'node:util';
import { EmailLoginForm, Role, type User } from '@heartwise/contracts';
import { baseServiceEnv, createLogger, openInfrastructure, type DocumentStore } from '@heartwise/service-kit';
import {
  createAccount,
  identityService,
  passwordStrengthProblem,
  userRepository,
} from '@heartwise/svc-identity';

export const usage = `Creates an account in svc-identity's database (meant for staff: moderators and administrators;
youth and parents sign up themselves).

  npm run create-user -- --role admin --email ada@example.org --first Ada --last Lovelace [--password …] [--username …]

  --role       youth, parent, moderator or admin
  --password   at least 8 characters and hard to guess (svc-identity's own rule: common and breached
               passwords and the person's own names are refused); leave it out to be asked for it
               (a password typed on the command line stays in your shell's history)
  --username   optional; one like "calm-otter482" is made up otherwise
Needs MONGO_URL: the MongoDB (or FerretDB) server svc-identity uses.`;

/** What the command line gave; the password may still be missing (then we ask for it). */
export interface CreateUserArgs {
  role: Role;
  email: string;
  first: string;
  last: string;
  password?: string;
  username?: string;
}

/** The flags were wrong: every problem, in a sentence each. */
export class CommandLineError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'CommandLineError';
  }
}

function readFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new CommandLineError([(error as Error).message]);
  }
}

/** Reads the flags (`help` when asked for it); throws CommandLineError naming what is wrong. */
export function parseCreateUserArgs(argv: string[]): { help: true } | { help: false; args: CreateUserArgs } {
  const values = readFlags(argv);
  if (values.help) return { help: true };

  const problems: string[] = [];
  const role = Role.safeParse(values.role);
  if (!role.success) problems.push('--role must be youth, parent, moderator or admin');
  const email = EmailLoginForm.shape.email.safeParse(values.email);
  if (!email.success) problems.push('--email must be an email address');
  const first = values.first?.trim() ?? '';
  if (!first) problems.push('--first (the first name) is required');
  const last = values.last?.trim() ?? '';
  if (!last) problems.push('--last (the last name) is required');
  if (values.password !== undefined && values.password.length < 8)
    problems.push('The password must be at least 8 characters');
  else if (values.password !== undefined) {
    const weak = passwordStrengthProblem(values.password, {
      firstName: first,
      lastName: last,
      email: values.email,
    });
    if (weak) problems.push(weak);
  }
  const username = values.username?.trim();
  if (username !== undefined && username.length < 3)
    problems.push('--username must be at least 3 characters');
  if (!role.success || !email.success || problems.length > 0) throw new CommandLineError(problems);

  return {
    help: false,
    args: {
      role: role.data,
      email: email.data,
      first,
      last,
      ...(values.password === undefined ? {} : { password: values.password }),
      ...(username ? { username } : {}),
    },
  };
}

export const isStaff = (role: Role): boolean => role === 'moderator' || role === 'admin';

/**
 * Writes the account through svc-identity's own use case and repository, so it is exactly what the
 * service would write: scrypt hash, generated username, and identity.user.registered in the user
 * document's outbox. The event is not published here: the running svc-identity's outbox relay
 * polls its own database (every second) and publishes whatever is pending, this too, so this
 * command needs neither Kafka nor a second relay racing the service's. If the service is not
 * running, the event waits in the outbox until it starts: nothing is lost.
 */
export async function createUser(
  store: DocumentStore,
  args: CreateUserArgs & { password: string },
  now: () => Date = () => new Date(),
): Promise<User> {
  const users = userRepository(store);
  // The unique indexes on username and email guard this write even if the service never ran here.
  await store.ensureIndexes();
  return createAccount(
    { users, now },
    {
      email: args.email,
      password: args.password,
      firstName: args.first,
      lastName: args.last,
      role: args.role,
      ...(args.username ? { username: args.username } : {}),
    },
  );
}

/**
 * `createUser` on svc-identity's database at `mongoUrl`, opened the service's own way and closed
 * after (the bench and the chaos script write their moderator like this: staff never sign up).
 */
export async function createUserAt(
  mongoUrl: string,
  args: CreateUserArgs & { password: string },
  logName: string,
): Promise<User> {
  const infra = await openInfrastructure({
    service: identityService.name,
    env: baseServiceEnv.parse({ MONGO_URL: mongoUrl, JWT_PUBLIC_KEY: 'not used here' }),
    logger: createLogger(logName, 'warn'),
  });
  try {
    return await createUser(infra.store, args);
  } finally {
    await infra.close();
  }
}

/** Where the new person signs in (SPEC §2 auth page). */
export function signInHint(user: User): string {
  if (user.role === 'admin') return 'on the Administrator Portal (admin.<your domain>) with their email';
  if (user.role === 'moderator') return 'on the Moderator Portal (mod.<your domain>) with their email';
  return `on the main site with the username ${user.username}`;
}
