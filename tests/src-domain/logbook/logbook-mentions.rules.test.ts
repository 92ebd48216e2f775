import { mentionedIn } from '../../../src-domain/logbook/logbook-mentions.rules';

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
