import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { AttitudeIcon } from './AttitudeIcon';

const withApi = (apiBaseUrl: string, url: string) =>
  render(
    <RuntimeConfigContext.Provider value={{ apiBaseUrl, demo: false }}>
      <AttitudeIcon url={url} />
    </RuntimeConfigContext.Provider>,
  );

describe('AttitudeIcon', () => {
  it('loads the icon from the API’s origin, as a decorative image', () => {
    const { container } = withApi('https://api.example.test/', '/icons/trust.svg');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://api.example.test/icons/trust.svg');
    expect(img.getAttribute('alt')).toBe('');
    const local = withApi('', '/icons/trust.svg').container.querySelector('img')!;
    expect(local.getAttribute('src')).toBe(`${window.location.origin}/icons/trust.svg`);
  });

  it('shows nothing for an attitude without an icon, or once its icon fails to load', () => {
    expect(withApi('', '').container).toBeEmptyDOMElement();
    const { container } = withApi('', '/icons/missing.svg');
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
