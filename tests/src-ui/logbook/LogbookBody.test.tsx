import { render } from '@testing-library/react';
import { LogbookBody } from '../../../src-ui/logbook/LogbookBody';

describe('LogbookBody', () => {
  it('renders stored markup as text, bold and lists as elements', () => {
    const { container } = render(
      <LogbookBody
        body={'<img src=x onerror="alert(1)"> **<script>alert(2)</script>**\n\n- first\n- _second_'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(2)</script>');
    expect(container.querySelector('p')?.textContent).toBe(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script>',
    );
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(container.querySelector('li em')?.textContent).toBe('second');
  });
});
