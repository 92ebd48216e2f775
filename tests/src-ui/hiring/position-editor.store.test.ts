import 'reflect-metadata';
import { minorUnits, PositionEditorStore } from '../../../src-ui/hiring/position-editor.store';
import { FakePositionPostingsApi } from '../../fakes/position-postings-api.fake';

const CATEGORIES = ['FOH', 'BOH', 'MANAGEMENT'];

function filled(store: PositionEditorStore): void {
  store.change('title', 'Patio Server');
  store.change('payMin', '16.50');
  store.change('payMax', '22');
  store.change('description', 'Line one\nLine two');
  store.addQuestion();
  store.changeQuestion(0, { text: 'Are you 18 or older?', knockout: 'NO' });
}

describe('PositionEditorStore', () => {
  it('reads pay as typed into minor units', () => {
    expect(minorUnits('16.50')).toBe(1650);
    expect(minorUnits('16,5')).toBe(1650);
    expect(minorUnits(' ')).toBeUndefined();
    expect(minorUnits('12abc')).toBeNaN();
  });

  it('opens a position with the draft as typed, then closes and counts the save', async () => {
    const api = new FakePositionPostingsApi();
    const store = new PositionEditorStore(api);
    store.openNew(7);
    filled(store);
    expect(await store.save(CATEGORIES)).toBe(true);
    expect(api.calls).toEqual(['open:7']);
    const [posting] = [...api.postings.values()];
    expect(posting).toMatchObject({
      title: 'Patio Server',
      payMin: 1650,
      payMax: 2200,
      payPeriod: 'HOUR',
      description: 'Line one\nLine two',
      questions: [{ id: 'q1', text: 'Are you 18 or older?', knockoutAnswer: 'NO' }],
    });
    expect(store.open).toBe(false);
    expect(store.saved).toBe(1);
  });

  it('says what is wrong before sending and keeps what was typed', async () => {
    const api = new FakePositionPostingsApi();
    const store = new PositionEditorStore(api);
    store.openNew(7);
    filled(store);
    store.change('payMin', '30');
    store.change('title', ' ');
    expect(await store.save(CATEGORIES)).toBe(false);
    expect(api.calls).toEqual([]);
    expect(store.problemOf('pay')).toBe('POSITIONS.PAY_INVALID');
    expect(store.problemOf('title')).toBe('POSITIONS.TITLE_REQUIRED');
    expect(store.form.payMin).toBe('30');
    expect(store.open).toBe(true);
  });

  it('keeps the form and the server’s code when the write is refused', async () => {
    const api = new FakePositionPostingsApi();
    api.forbidden.add(7);
    const store = new PositionEditorStore(api);
    store.openNew(7);
    filled(store);
    expect(await store.save(CATEGORIES)).toBe(false);
    expect(store.failure).toBe('POSITIONS.HIRE_FORBIDDEN');
    expect(store.form.title).toBe('Patio Server');
    expect(store.open).toBe(true);
  });

  it('reads a position back, pauses it and offers only the moves its status allows', async () => {
    const api = new FakePositionPostingsApi();
    const store = new PositionEditorStore(api);
    store.openNew(7);
    filled(store);
    await store.save(CATEGORIES);
    const id = [...api.postings.keys()][0]!;
    await store.openEdit(3, id);
    expect(store.form).toMatchObject({ title: 'Patio Server', payMin: '16.50', payMax: '22.00' });
    expect(store.form.questions).toEqual([{ text: 'Are you 18 or older?', knockout: 'NO' }]);
    expect(store.moves).toEqual(['PAUSED', 'CLOSED']);
    await store.move('PAUSED');
    expect(store.moves).toEqual(['OPEN', 'CLOSED']);
    await store.move('CLOSED');
    expect(store.moves).toEqual([]);
    expect(api.calls.slice(-2)).toEqual([`move:3:${id}:PAUSED`, `move:3:${id}:CLOSED`]);
  });

  it('allows at most five questions', () => {
    const store = new PositionEditorStore(new FakePositionPostingsApi());
    store.openNew(7);
    for (let i = 0; i < 7; i++) store.addQuestion();
    expect(store.form.questions).toHaveLength(5);
  });
});
