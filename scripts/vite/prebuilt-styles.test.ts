import { describe, expect, it } from 'vitest';
import { emotionNames, prebuiltStyleTag } from './prebuilt-styles';

const CSS = `/* Generated: a header the page does without. */
.css-1q2w3e{display:flex;}
.css-1q2w3e:hover{color:red;}
@media (min-width:600px){.css-1q2w3e{padding:16px;}}
.css-9zx8{animation:animation-61bdi0 1.4s linear infinite;}
@keyframes animation-61bdi0{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}
.css-4rt5 .MuiChip-icon{margin-left:8px;}
`;

describe('prebuilt styles', () => {
  it('names every class and keyframes whose rules the file holds, once each', () => {
    expect(emotionNames(CSS)).toEqual(['1q2w3e', '9zx8', '4rt5', 'animation-61bdi0']);
  });

  it('makes the tag emotion adopts as its own: the names in data-emotion, the rules inside', () => {
    const tag = prebuiltStyleTag(CSS);
    expect(tag).toMatch(
      /^<style data-emotion="css 1q2w3e 9zx8 4rt5 animation-61bdi0">\.css-1q2w3e/,
    );
    expect(tag).toContain('@keyframes animation-61bdi0');
    expect(tag).not.toContain('Generated');
    expect(tag.endsWith('</style>')).toBe(true);
  });

  it('refuses rules that would close the tag early', () => {
    expect(() => prebuiltStyleTag('.css-1{content:"</style><script>"}')).toThrow(/close/);
  });
});
