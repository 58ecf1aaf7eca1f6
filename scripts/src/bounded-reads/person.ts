import { randomUUID } from 'node:crypto';
import {
  operationsByName,
  requestForOperation,
  type OperationCall,
  type OperationName,
  type UntypedOperationInput,
} from '@heartwise/contracts';
import { CookieJar } from '@heartwise/service-kit/testing';

/** Where each service of the contracts listens (`OperationCall.service` → base URL). */
export type ServiceUrls = Readonly<Record<'identity' | 'wellness' | 'forum', string>>;

/** The request ids a person's calls went out with, and which call each was. */
export type CallLog = Map<string, OperationName>;

const PASSWORD = 'Lanterns drift over quiet harbours 42';
let sequence = 0;

/**
 * Someone using the app, calling the services straight (the gateway reads no store): a cookie jar
 * holding the session svc-identity set, and every call's request id written to `log` so what the
 * stores did for it can be found (services and their consumers run with that id).
 */
export class Person {
  username = '';
  password = PASSWORD;

  constructor(
    private readonly urls: ServiceUrls,
    readonly log: CallLog = new Map(),
    readonly jar = new CookieJar(),
  ) {}

  /** The same person (session, name), their calls from now on written to `log`. */
  loggingTo(log: CallLog): Person {
    const same = new Person(this.urls, log, this.jar);
    same.username = this.username;
    same.password = this.password;
    return same;
  }

  /** Signs up (and so in) as a youth or parent with a fresh email. */
  static async signUp(urls: ServiceUrls, role: 'youth' | 'parent', log?: CallLog): Promise<Person> {
    const person = new Person(urls, log);
    sequence += 1;
    const user = (await person.call(
      'register',
      {
        body: {
          email: `bounded-${role}-${sequence}-${randomUUID().slice(0, 8)}@example.org`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          firstName: role === 'youth' ? 'Robin' : 'Sam',
          lastName: 'Reads',
          role,
        },
      },
      201,
    )) as { username: string };
    person.username = user.username;
    return person;
  }

  /**
   * Makes the call and returns its JSON answer; fails naming the call when the status is not
   * `status` (the call's own success status unless given).
   */
  async call(name: OperationName, input: UntypedOperationInput = {}, status?: number): Promise<unknown> {
    const operation: OperationCall = operationsByName[name];
    const expected = status ?? operation.status ?? 200;
    if (operation.service === 'gateway' || operation.service === 'moderation')
      throw new Error(`${name} is not a youth's call to svc-identity, svc-wellness or svc-forum`);
    const request = requestForOperation(operation, input);
    const requestId = randomUUID();
    this.log.set(requestId, name);
    const answer = await fetch(`${this.urls[operation.service]}${request.url}`, {
      method: request.method,
      redirect: 'manual',
      headers: {
        cookie: this.jar.header(),
        'x-request-id': requestId,
        'x-timezone': 'Europe/London',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    this.jar.store(answer);
    const text = await answer.text();
    if (answer.status !== expected)
      throw new Error(`${name} answered ${answer.status}, not ${expected}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
}
