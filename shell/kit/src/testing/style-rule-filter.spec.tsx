import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { ConfigProvider } from 'antd';
import { ranchTheme } from '../theme';

const { requiredClasses, mayMatch } = require('./style-rule-filter.cjs') as {
  requiredClasses: (selectorText: string) => string[][] | null;
  mayMatch: (element: Element, selectorText: string | undefined) => boolean;
};

describe('requiredClasses', () => {
  it('reads the classes of each selector’s last compound, leaving out what is inside :where(), :not() and [attributes]', () => {
    expect(requiredClasses('.a .b.c:hover, .d')).toEqual([['b', 'c'], ['d']]);
    expect(requiredClasses(':where(.css-dev-only).ant-btn-primary:not(:disabled):not(.ant-btn-disabled)')).toEqual([['ant-btn-primary']]);
    expect(requiredClasses('.ant-table > tbody >.ant-row+.ant-row-next ~ .ant-last::before')).toEqual([['ant-last']]);
    expect(requiredClasses('.ant-list :nth-child(2n + 1).ant-item, .x:is(.y, .z)')).toEqual([['ant-item'], ['x']]);
  });

  it('requires nothing when one selector of the list names no class of its own, or is not simple to read', () => {
    expect(requiredClasses('.a, input')).toBeNull();
    expect(requiredClasses('.a > :where(.b)')).toBeNull();
    expect(requiredClasses('.a[title="x y"]')).toBeNull();
    expect(requiredClasses('.a\\:hover')).toBeNull();
  });
});

describe('mayMatch', () => {
  it('leaves rules without a selector to jsdom', () => {
    expect(mayMatch(document.body, undefined)).toBe(true);
  });

  it('never drops a rule an element of an antd page matches', async () => {
    render(
      <ConfigProvider theme={ranchTheme}>
        <Tabs items={[{ key: 'a', label: 'First', children: 'one' }, { key: 'b', label: 'Second', children: 'two' }]} />
        <Form layout="vertical">
          <Form.Item label="Name" validateStatus="error" help="Name is required">
            <Input />
          </Form.Item>
          <Form.Item label="Type">
            <Select aria-label="Type" options={[{ value: 'trail', label: 'Trail' }, { value: 'arena', label: 'Arena' }]} />
          </Form.Item>
          <Button type="primary">Save</Button>
          <Button disabled>Cancel</Button>
        </Form>
        <Table rowKey="id" columns={[{ title: 'Horse', dataIndex: 'name' }]} dataSource={[{ id: 1, name: 'Bella' }]} />
        <Modal open title="Delete this record?">
          It cannot be undone.
        </Modal>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await screen.findByText('Arena', { selector: '.ant-select-item-option-content' });

    const selectorTexts = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSStyleRule) selectorTexts.add(rule.selectorText);
        else if (rule instanceof CSSMediaRule) for (const inner of Array.from(rule.cssRules)) if (inner instanceof CSSStyleRule) selectorTexts.add(inner.selectorText);
      }
    }
    // One element of each kind (tag and classes) is enough: the filter reads nothing else of it.
    const kinds = new Map<string, Element>();
    for (const element of Array.from(document.querySelectorAll('*'))) kinds.set(`${element.tagName} ${element.getAttribute('class') ?? ''}`, element);

    let dropped = 0;
    const wronglyDropped: string[] = [];
    for (const element of kinds.values()) {
      for (const selectorText of selectorTexts) {
        if (mayMatch(element, selectorText)) continue;
        dropped++;
        if (matchesSafely(element, selectorText)) wronglyDropped.push(`${selectorText} on ${element.outerHTML.slice(0, 80)}`);
      }
    }
    expect(selectorTexts.size).toBeGreaterThan(500);
    expect(dropped).toBeGreaterThan(selectorTexts.size * kinds.size * 0.5);
    expect(wronglyDropped).toEqual([]);
  });
});

function matchesSafely(element: Element, selectorText: string): boolean {
  try {
    return element.matches(selectorText);
  } catch {
    return false;
  }
}
