import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { ASIC, GPU } from './miningFixtures';

const API = '/admin-api/mining/machines';

/** The machine as the server answers a save: the body's fields, its English name. */
function machineOf(base: typeof ASIC, body: unknown) {
  const sent = body as { name: Record<string, string> };
  return { ...base, ...sent, name: sent.name.en_US, names: sent.name };
}

function miningServer(extra: Handlers = {}, permissions = ['earn.manage']) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({
      data: operator(permissions as Parameters<typeof operator>[0]),
    }),
    [`GET ${API}`]: () => ({ data: [ASIC, GPU] }),
    [`POST ${API}`]: (call) => ({ data: { ...machineOf(GPU, call.body), id: 9 } }),
    [`POST ${API}/4`]: (call) => ({ data: machineOf(ASIC, call.body) }),
    ...extra,
  });
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('mining-row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the mining machines', () => {
  it('shows each machine with its terms, hash rate, power, units rented and status', async () => {
    const server = miningServer();
    renderConsole({ path: '/mining/machines', fetch: server.fetch, token: 't' });
    const asic = await rowOf('Antminer S19');
    expect(cellsOf(asic).slice(0, 11)).toEqual([
      '4',
      'ASIC',
      'Antminer S19',
      'BTC',
      '0.05 BTC / 180 days',
      '95 TH/s',
      '3250 W',
      '40 / 100',
      '10',
      'Listed',
      '12',
    ]);
    expect(within(asic).getByTestId('mining-lock')).toBeTruthy();
    const gpu = await rowOf('GPU rig');
    expect(within(gpu).getByTestId('mining-status').textContent).toBe('Draft');
    expect(within(gpu).getByTestId('mining-list')).toBeTruthy();
    expect(screen.getByTestId('nav-miningMachines').textContent).toBe('Machines');
    expect(screen.getByTestId('nav-miningPrices').textContent).toBe('Hash prices');
    expect(screen.getByTestId('nav-miningIncome').textContent).toBe('Mining income');
    expect(screen.getByText('Mining', { selector: '.nav-group-title' })).toBeTruthy();
  });

  it('creates a machine, sending every field of the body', async () => {
    const server = miningServer();
    const { user } = renderConsole({ path: '/mining/machines', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('mining-row');
    await user.click(screen.getByTestId('mining-new'));
    const submit = screen.getByTestId<HTMLButtonElement>('mining-submit');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('mining-name-en'), ' Whatsminer M30 ');
    await user.type(screen.getByTestId('mining-name-zh'), '神马 M30');
    await user.selectOptions(screen.getByTestId('mining-type'), 'asic');
    await user.type(screen.getByTestId('mining-coin'), 'btc');
    await user.type(screen.getByTestId('mining-price'), '0.04');
    await user.type(screen.getByTestId('mining-term'), '360');
    await user.type(screen.getByTestId('mining-algorithm'), 'SHA-256');
    await user.type(screen.getByTestId('mining-hash-rate'), '88');
    await user.type(screen.getByTestId('mining-hash-unit'), 'TH/s');
    await user.type(screen.getByTestId('mining-power'), '3344');
    await user.type(screen.getByTestId('mining-electricity'), '-1');
    expect(screen.getByTestId('mining-problems').textContent).toContain(
      'Electricity price: a decimal, 0 or more.',
    );
    await user.clear(screen.getByTestId('mining-electricity'));
    await user.type(screen.getByTestId('mining-electricity'), '0');
    await user.type(screen.getByTestId('mining-manufacturer'), 'MicroBT');
    await user.type(screen.getByTestId('mining-dimensions'), '390 × 150 × 240 mm');
    await user.type(screen.getByTestId('mining-weight'), '12.5');
    await user.type(screen.getByTestId('mining-temperature'), '-5–35 °C');
    await user.type(screen.getByTestId('mining-humidity'), '5–95 %');
    await user.type(screen.getByTestId('mining-stock'), '500');
    await user.type(screen.getByTestId('mining-user-limit'), '5');
    expect(screen.queryByTestId('mining-problems')).toBeNull();
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Whatsminer M30 saved');
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      type: 'asic',
      name: { en_US: 'Whatsminer M30', zh_CN: '神马 M30' },
      coin: 'BTC',
      price: '0.04',
      termDays: 360,
      algorithm: 'SHA-256',
      hashRate: '88',
      hashUnit: 'TH/s',
      powerW: 3344,
      electricityPrice: '0',
      manufacturer: 'MicroBT',
      dimensions: '390 × 150 × 240 mm',
      weightKg: '12.5',
      temperature: '-5–35 °C',
      humidity: '5–95 %',
      stock: 500,
      userLimit: 5,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByTestId('mining-form')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('mining-row')).toHaveLength(3));
  });

  it("edits a rented machine's names and stock, its terms fixed and other names kept", async () => {
    const server = miningServer();
    const { user } = renderConsole({ path: '/mining/machines', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf('Antminer S19')).getByTestId('mining-edit'));
    expect(screen.getByTestId('mining-terms-fixed').textContent).toContain('0.05 BTC / 180 days');
    expect(screen.queryByTestId('mining-price')).toBeNull();
    expect(screen.queryByTestId('mining-hash-rate')).toBeNull();
    expect(screen.getByTestId('mining-form').textContent).toContain(
      'Names in other languages (ja_JP) are kept as they are.',
    );
    const stock = screen.getByTestId('mining-stock');
    await user.clear(stock);
    await user.type(stock, '30');
    expect(screen.getByTestId('mining-problems').textContent).toContain(
      'The stock may not be below the units rented now (40).',
    );
    await user.clear(stock);
    await user.type(stock, '150');
    await user.click(screen.getByTestId('mining-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', `${API}/4`)[0]?.body).toMatchObject({
      name: { en_US: 'Antminer S19', zh_CN: '蚂蚁矿机 S19', ja_JP: 'アントマイナー S19' },
      price: '0.05',
      termDays: 180,
      hashRate: '95',
      powerW: 3250,
      electricityPrice: '0.0000008',
      stock: 150,
      sort: 1,
    });
  });

  it('locks a listed machine after confirmation, and shows it locked', async () => {
    const server = miningServer({
      [`POST ${API}/4/status`]: () => ({ data: { ...ASIC, status: 'locked', locked: true } }),
    });
    const { user } = renderConsole({ path: '/mining/machines', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf('Antminer S19')).getByTestId('mining-lock'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Its 12 orders in custody keep mining',
    );
    expect(server.callsTo('POST', `${API}/4/status`)).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Antminer S19 locked');
    expect(server.callsTo('POST', `${API}/4/status`)[0]?.body).toEqual({ status: 'locked' });
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    const asic = await rowOf('Antminer S19');
    expect(within(asic).getByTestId('mining-status').textContent).toBe('Locked');
    expect(within(asic).getByTestId('mining-list')).toBeTruthy();
  });

  it('is neither listed nor served without earn.manage', async () => {
    const server = miningServer({}, ['credit.review']);
    renderConsole({ path: '/mining/machines', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('earn.manage');
    expect(screen.queryByTestId('nav-miningMachines')).toBeNull();
    expect(server.callsTo('GET', API)).toHaveLength(0);
  });
});
