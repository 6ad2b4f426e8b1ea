import './ui-more.css';
import { classNames } from './class-names';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  count?: number;
}

interface TabsProps<Value extends string> {
  items: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  label: string;
  className?: string;
}

export function Tabs<Value extends string>(props: TabsProps<Value>) {
  const { items, value, onChange, label, className } = props;
  return (
    <div role="tablist" aria-label={label} className={classNames('ui-tabs', className)}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          className="ui-tabs__tab"
          onClick={() => {
            onChange(item.value);
          }}
        >
          {item.label}
          {item.count !== undefined && <span className="ui-tabs__count">{item.count}</span>}
        </button>
      ))}
    </div>
  );
}
