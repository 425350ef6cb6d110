import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HotelHtml } from './HotelHtml';

afterEach(cleanup);

const shadowOf = (container: HTMLElement) => container.querySelector('.sk-custom-footer')?.shadowRoot;

describe('HotelHtml', () => {
  it("puts the hotel's markup and CSS in the box's shadow root, out of the page's tree", () => {
    const { container } = render(
      <HotelHtml className="sk-custom-footer" sanitizedHtml="<p>Hi</p>" filteredCss="p { color: red; }" />,
    );
    const box = container.querySelector('.sk-custom-footer');
    expect(box?.classList.contains('sk-hotel-html')).toBe(true);
    expect(box?.innerHTML).toBe('');
    expect(container.querySelector('p, style')).toBeNull();
    expect(shadowOf(container)?.querySelector('p')?.textContent).toBe('Hi');
    expect(shadowOf(container)?.querySelector('style')?.textContent).toContain('p { color: red; }');
  });

  it('sets the CSS as text, so nothing in it is read as markup', () => {
    const { container } = render(
      <HotelHtml
        className="sk-custom-footer"
        sanitizedHtml="<p>Hi</p>"
        filteredCss={'[title="</style><img src=x>"] { color: red; }'}
      />,
    );
    expect(shadowOf(container)?.querySelectorAll('img')).toHaveLength(0);
    expect(shadowOf(container)?.querySelector('style')?.textContent).toContain('</style><img src=x>');
  });

  it('follows new markup, and renders nothing without markup', () => {
    const { container, rerender } = render(
      <HotelHtml className="sk-custom-footer" sanitizedHtml="<p>Old</p>" filteredCss="" />,
    );
    rerender(<HotelHtml className="sk-custom-footer" sanitizedHtml="<p>New</p>" filteredCss="" />);
    expect(shadowOf(container)?.querySelector('p')?.textContent).toBe('New');
    expect(shadowOf(container)?.querySelectorAll('style')).toHaveLength(1);
    cleanup();
    expect(render(<HotelHtml className="x" sanitizedHtml="" filteredCss="p {}" />).container.innerHTML).toBe(
      '',
    );
  });
});
