import type { CreateOrganizationRequest, OrganizationSummary } from '@heartwise/contracts';
import { NEW_PASSWORD_HINT } from '@heartwise/contracts';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { created, riverside } from '../../testing/districts.js';
import { Districts } from './Districts.js';

const lakeview: CreateOrganizationRequest = {
  name: 'Lakeview Unified',
  schools: [{ name: 'Lakeview High School' }, { name: 'Lakeview Middle School' }],
  admin: {
    firstName: 'Lee',
    lastName: 'Moreno',
    email: 'lee.moreno@lakeview.example.org',
    password: 'maple kettle orbit',
  },
};

/** The list and the create call, the list growing with each district made. */
function api(
  create: FakeRoute = (call) => ({ status: 201, body: created(call.body as CreateOrganizationRequest) }),
) {
  let list: OrganizationSummary[] = [riverside];
  return fakeApi({
    'GET /api/admin/organizations': () => ({ status: 200, body: list }),
    'POST /api/admin/organizations': (call) => {
      const reply = typeof create === 'function' ? create(call) : create;
      if (reply !== 'pending' && reply.status === 201) {
        const made = created(call.body as CreateOrganizationRequest);
        list = [...list, { ...made.organization, schools: made.schools.length, members: 1 }];
      }
      return reply;
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const form = () => screen.getByRole('form', { name: 'New district' });
const openForm = () => fireEvent.click(screen.getByRole('button', { name: 'Create a district' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create district' }));
const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.getAttribute('role') === 'alert')?.textContent;
};

function fillIn(request: CreateOrganizationRequest) {
  type('District name', request.name);
  request.schools.forEach((school, index) => {
    if (index > 0) fireEvent.click(screen.getByRole('button', { name: 'Add another school' }));
    type(`School ${index + 1}`, school.name);
  });
  type('First name', request.admin.firstName);
  type('Last name', request.admin.lastName);
  type('Email', request.admin.email);
  type('Password', request.admin.password);
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Districts: the list', () => {
  it("says 'Loading districts...' while the list loads", () => {
    fakeApi({ 'GET /api/admin/organizations': 'pending' });
    renderPage(<Districts />);
    expect(screen.getByRole('heading', { level: 1, name: 'Districts' })).toBeTruthy();
    expect(screen.getByText('Loading districts...')).toBeTruthy();
  });

  it('shows each district with its schools, members and the day it was created', async () => {
    api();
    renderPage(<Districts />);
    const table = await screen.findByRole('table', { name: 'Districts (1)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['District', 'Schools', 'Members', 'Created']);
    const row = within(table).getByRole('rowheader', { name: 'Riverside Unified' }).closest('tr');
    expect([...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '2',
      '13',
      new Date(riverside.createdAt).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    ]);
  });

  it('says there are no districts yet, and offers to create one', async () => {
    fakeApi({ 'GET /api/admin/organizations': { status: 200, body: [] } });
    renderPage(<Districts />);
    expect(await screen.findByText('No districts yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create a district' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/organizations': () =>
        fail ? { status: 500, body: { message: 'Internal' } } : { status: 200, body: [riverside] },
    });
    renderPage(<Districts />);
    expect(await screen.findByText("We couldn't load the districts")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Districts (1)' })).toBeTruthy();
  });
});

describe('Districts: creating one with its organization admin', () => {
  it('opens the form at the district name, sends the district, and shows it in the list with where its admin signs in', async () => {
    const calls = api();
    renderPage(<Districts />);
    await screen.findByRole('table', { name: 'Districts (1)' });
    const toggle = screen.getByRole('button', { name: 'Create a district' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'New district' })).toBeNull(); // hidden until asked for
    openForm();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(form())).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field('District name')));
    expect(within(form()).getByText(new RegExp(NEW_PASSWORD_HINT.replace('.', '\\.')))).toBeTruthy();

    fillIn(lakeview);
    submit();

    const message = await screen.findByRole('status');
    expect(within(message).getByRole('heading', { name: 'Lakeview Unified is ready' })).toBeTruthy();
    expect(message.textContent).toContain(
      'Lee Moreno, its organization admin, signs in at the Organization Portal (portal.localhost) with lee.moreno@lakeview.example.org',
    );
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.queryByRole('form', { name: 'New district' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('table', { name: 'Districts (2)' });
    expect(rowNames()).toEqual(['Riverside Unified', 'Lakeview Unified']);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([lakeview]);

    // The next district starts from an empty form, and the message makes way for it.
    openForm();
    expect(field('District name').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('adds and removes school rows, keeping at least one', async () => {
    const calls = api();
    renderPage(<Districts />);
    await screen.findByRole('table');
    openForm();
    expect(screen.queryByRole('button', { name: 'Remove school 1' })).toBeNull();
    fillIn({ ...lakeview, schools: [{ name: 'North' }, { name: 'Middle' }, { name: 'South' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove school 2' }));
    expect(field('School 2').value).toBe('South');
    expect(screen.queryByLabelText('School 3')).toBeNull();
    submit();
    await screen.findByRole('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      schools: [{ name: 'North' }, { name: 'South' }],
    });
  });

  it('says beside each field what is missing, and sends nothing', async () => {
    const calls = api();
    renderPage(<Districts />);
    await screen.findByRole('table');
    openForm();
    submit();
    await waitFor(() => expect(errorOf('District name')).toBe('District name is required'));
    expect(errorOf('School 1')).toBe('School name is required');
    expect(errorOf('First name')).toBe('First name is required');
    expect(errorOf('Last name')).toBe('Last name is required');
    expect(errorOf('Email')).toBe('Please enter a valid email');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(field('District name').getAttribute('aria-invalid')).toBe('true');

    fillIn({ ...lakeview, schools: [{ name: 'Lakeview High' }, { name: 'lakeview high' }] });
    submit();
    expect(await screen.findByText('Each school needs a name of its own.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe("Districts: the service's refusals, beside their fields, with nothing lost", () => {
  const refusedWith = async (status: number, body: unknown) => {
    const calls = api({ status, body });
    renderPage(<Districts />);
    await screen.findByRole('table');
    openForm();
    await waitFor(() => expect(document.activeElement).toBe(field('District name')));
    fillIn(lakeview);
    // As a person sends it: from the button, so focus moving to a field is the form's doing.
    screen.getByRole('button', { name: 'Create district' }).focus();
    submit();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  };
  const nothingLost = () => {
    expect(field('District name').value).toBe(lakeview.name);
    expect(field('School 2').value).toBe('Lakeview Middle School');
    expect(field('Email').value).toBe(lakeview.admin.email);
    expect(field('Password').value).toBe(lakeview.admin.password);
    expect(screen.queryByRole('status')).toBeNull();
  };

  it('a district name already taken: beside the name, focused', async () => {
    await refusedWith(409, { message: 'A district with this name already exists.' });
    await waitFor(() => expect(errorOf('District name')).toBe('A district with this name already exists.'));
    expect(document.activeElement).toBe(field('District name'));
    expect(errorOf('Email')).toBeUndefined();
    nothingLost();
  });

  it('an email already in use: beside the email', async () => {
    await refusedWith(409, { message: 'An account with this email already exists.' });
    await waitFor(() => expect(errorOf('Email')).toBe('An account with this email already exists.'));
    expect(document.activeElement).toBe(field('Email'));
    expect(errorOf('District name')).toBeUndefined();
    nothingLost();
  });

  it('a password too easy to guess: beside the password', async () => {
    const sentence = 'That password is too easy to guess. Try a few unrelated words together.';
    await refusedWith(400, { message: sentence });
    await waitFor(() => expect(errorOf('Password')).toBe(sentence));
    expect(document.activeElement).toBe(field('Password'));
    nothingLost();
  });

  it("the schema's issues: each beside its own field", async () => {
    await refusedWith(400, {
      message: 'Please check the form.',
      issues: [
        { path: ['schools', 1, 'name'], message: 'Please keep it under 120 characters' },
        { path: ['admin', 'lastName'], message: 'Last name is required' },
      ],
    });
    await waitFor(() => expect(errorOf('School 2')).toBe('Please keep it under 120 characters'));
    expect(errorOf('Last name')).toBe('Last name is required');
    nothingLost();
  });

  it('any other failure: said under the form, everything typed still there', async () => {
    await refusedWith(500, 'upstream failed');
    expect(
      await screen.findByText(
        "We couldn't create the district. Everything you typed is still here; please try again.",
      ),
    ).toBeTruthy();
    nothingLost();
  });

  it('closing the form keeps what was typed; Cancel empties it', async () => {
    api();
    renderPage(<Districts />);
    await screen.findByRole('table');
    openForm();
    type('District name', 'Half typed');
    openForm(); // the toggle closes it
    expect(screen.queryByRole('form', { name: 'New district' })).toBeNull();
    openForm();
    expect(field('District name').value).toBe('Half typed');
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    const toggle = screen.getByRole('button', { name: 'Create a district' });
    expect(document.activeElement).toBe(toggle);
    openForm();
    expect(field('District name').value).toBe('');
  });
});
