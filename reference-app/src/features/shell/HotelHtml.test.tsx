import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HotelHtml } from './HotelHtml';

afterEach(cleanup);

describe('HotelHtml', () => {
  it("adds the hotel's CSS confined to its block", () => {
    const { container } = render(
      <HotelHtml className="sk-custom-footer" sanitizedHtml="<p>Hi</p>" css="p { color: #036 }" />,
    );
    expect(container.querySelector('style')?.textContent).toBe('.sk-custom-footer {\np { color: #036 }\n}');
    expect(container.querySelector('.sk-custom-footer')?.innerHTML).toBe('<p>Hi</p>');
  });

  it('leaves out CSS that could escape its block, and renders nothing without markup', () => {
    const { container } = render(
      <HotelHtml className="sk-custom-footer" sanitizedHtml="<p>Hi</p>" css="} body { display: none }" />,
    );
    expect(container.querySelector('style')).toBeNull();
    cleanup();
    expect(render(<HotelHtml className="x" sanitizedHtml="" css="p {}" />).container.innerHTML).toBe('');
  });
});
