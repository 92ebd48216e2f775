import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddTagComboBox } from '../../../../src-ui/hiring/tags/AddTagComboBox';
import { renderWithApp } from '../../../support/render-with-app';
import { createTestContainer } from '../../../support/test-container';

/** Types a new tag's name into the add-tag field and answers the create option's name. */
async function createOptionFor(createsShared: boolean): Promise<string> {
  renderWithApp(
    <AddTagComboBox
      tags={[]}
      canCreate
      createsShared={createsShared}
      disabled={false}
      onPick={() => undefined}
      onCreate={() => undefined}
    />,
    { container: createTestContainer().container },
  );
  await userEvent.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'Knows latte art');
  return (await screen.findByRole('option')).textContent ?? '';
}

describe('AddTagComboBox', () => {
  it('says a new tag will be shared when the caller may manage tags (issue #29)', async () => {
    expect(await createOptionFor(true)).toBe('Create shared tag “Knows latte art”');
  });

  it('says a new tag will be private to its author otherwise, not silently downgraded (issue #29)', async () => {
    expect(await createOptionFor(false)).toBe('Create private tag “Knows latte art”');
  });
});
