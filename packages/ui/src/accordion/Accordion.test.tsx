import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Accordion } from './Accordion';

const items = [
  { title: 'What does the tool cost?', content: 'A small fee, shown before you sign.' },
  { title: 'Do my keys leave the browser?', content: 'Never. Keys are generated locally.' },
  { title: 'How many recipients per transaction?', content: 'Up to 255.' },
];

function question(name: string) {
  return screen.getByRole('button', { name });
}

function answer(name: string) {
  return screen.queryByRole('region', { name });
}

describe('Accordion', () => {
  it('opens the first item at start and only that one', async () => {
    const { container } = render(<Accordion items={items} />);
    expect(question('What does the tool cost?')).toHaveAttribute('aria-expanded', 'true');
    expect(answer('What does the tool cost?')).toHaveTextContent('A small fee, shown before you sign.');
    expect(answer('Do my keys leave the browser?')).toBeNull();
    expect(answer('How many recipients per transaction?')).toBeNull();
    await expectAccessible(container);
  });

  it('keeps one item open at a time: opening another closes the first', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} onOpenChange={onOpenChange} />);
    await user.click(question('Do my keys leave the browser?'));
    expect(answer('Do my keys leave the browser?')).toHaveTextContent('Never.');
    expect(answer('What does the tool cost?')).toBeNull();
    expect(question('What does the tool cost?')).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(1);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(question('What does the tool cost?'));
    expect(answer('What does the tool cost?')).toBeNull();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('keeps the content of closed items out of the tab order', () => {
    render(
      <Accordion
        items={[
          { title: 'Open', content: <a href="#/a">first link</a> },
          { title: 'Closed', content: <a href="#/b">second link</a> },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'first link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'second link' })).toBeNull();
  });

  it('is driven from the keyboard: arrows, Home, End, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenIndex={null} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    await user.tab();
    expect(question('What does the tool cost?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question('Do my keys leave the browser?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(question('How many recipients per transaction?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question('What does the tool cost?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question('How many recipients per transaction?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answer('How many recipients per transaction?')).toHaveTextContent('Up to 255.');
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(answer('What does the tool cost?')).toBeInTheDocument();
    expect(answer('How many recipients per transaction?')).toBeNull();
  });
});
