import type { Rule } from 'eslint';

// The rule is JavaScript so that eslint.config.js can load it as it is.
declare const rule: Rule.RuleModule;
export default rule;
