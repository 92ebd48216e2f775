import { mentionedIn, withMention } from '../../../src-domain/logbook/logbook-mentions.rules';

const team = [
  { id: 'ann', name: 'Ann' },
  { id: 'ann-lee', name: 'Ann Lee' },
  { id: 'omar', name: 'عمر حداد' },
  { id: 'nameless', name: ' ' },
];

describe('mentionedIn', () => {
  it('finds each mentioned teammate once, in order, the longest name first', () => {
    expect(mentionedIn('@ann lee and @Ann, again @Ann Lee', team)).toEqual(['ann-lee', 'ann']);
  });

  it('matches whole names only, in any script', () => {
    expect(mentionedIn('@Annabel came; ask @عمر حداد.', team)).toEqual(['omar']);
  });

  it('ignores an @ that names nobody of the team, and mail addresses', () => {
    expect(mentionedIn('mail x@ann or @Bob @', team)).toEqual([]);
  });
});

describe('withMention', () => {
  it('appends the mention after a space, and the result mentions that person', () => {
    expect(withMention('Ask', 'Ann Lee', 100)).toBe('Ask @Ann Lee ');
    expect(withMention('', 'Ann Lee', 100)).toBe('@Ann Lee ');
    expect(mentionedIn(withMention('Ask\n', 'Ann Lee', 100), team)).toEqual(['ann-lee']);
  });

  it('leaves the body as it is when the mention would not fit', () => {
    expect(withMention('Ask', 'Ann Lee', 10)).toBe('Ask');
  });
});
