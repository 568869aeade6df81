// jsdom computes an element's style by matching it against every rule of every style sheet, and antd's CSS-in-JS
// puts thousands of rules in the page: in the front ends' tests most of the time went to matching selectors (antd's
// popups and testing-library's role queries ask for the computed styles of elements and their ancestors). A browser
// first drops the rules whose last compound names a class the element does not have; `mayMatch` does the same, and
// the test environment (jsdom-environment.cjs) asks it before jsdom's own matching, which still decides every rule
// that may match.

/**
 * The classes the last compound of each selector of a list requires (`.a .b.c:hover, .d` → [['b', 'c'], ['d']]),
 * or null when some selector's requirement cannot be read simply (escapes, quotes, a compound without classes):
 * then every element may match it.
 */
function requiredClasses(selectorText) {
  if (/[\\"']/.test(selectorText)) return null;
  const alternatives = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= selectorText.length; i++) {
    const char = selectorText[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if ((char === ',' && depth === 0) || i === selectorText.length) {
      const classes = lastCompoundClasses(selectorText.slice(start, i).trim());
      if (classes.length === 0) return null;
      alternatives.push(classes);
      start = i + 1;
    }
  }
  return alternatives;
}

/** The classes named at the top level of a complex selector's last compound (not inside :not(), :where(), [attr]). */
function lastCompoundClasses(complex) {
  let depth = 0;
  let start = 0;
  for (let i = complex.length - 1; i >= 0; i--) {
    const char = complex[i];
    if (char === ')' || char === ']') depth++;
    else if (char === '(' || char === '[') depth--;
    else if (depth === 0 && /[\s>+~]/.test(char)) {
      start = i + 1;
      break;
    }
  }
  const classes = [];
  depth = 0;
  const compound = complex.slice(start);
  for (let i = 0; i < compound.length; i++) {
    const char = compound[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === '.' && depth === 0) {
      const name = /^-?[_a-zA-Z][\w-]*/.exec(compound.slice(i + 1));
      if (name) classes.push(name[0]);
    }
  }
  return classes;
}

const requirements = new Map();
const classSets = new Map();

/** Whether an element (jsdom's own object, or the page's) may match a selector list: false only when it surely cannot. */
function mayMatch(elementImpl, selectorText) {
  // Rules without a selector (@font-face, @keyframes) are left to jsdom.
  if (typeof selectorText !== 'string') return true;
  let required = requirements.get(selectorText);
  if (required === undefined) {
    required = requiredClasses(selectorText);
    requirements.set(selectorText, required);
  }
  if (required === null) return true;
  const attribute = elementImpl.getAttributeNS(null, 'class') ?? '';
  let classes = classSets.get(attribute);
  if (classes === undefined) {
    classes = new Set(attribute.split(/[\t\n\f\r ]+/));
    if (classSets.size > 10_000) classSets.clear();
    classSets.set(attribute, classes);
  }
  return required.some((names) => names.every((name) => classes.has(name)));
}

module.exports = { requiredClasses, mayMatch };
