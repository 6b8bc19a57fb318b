import { useEffect } from 'react';
import type { LoadStrategy, WidgetDefinition, WidgetProps } from '../../../src/kernel/types';

/** A widget that renders its name and the text of its server markup's first paragraph. */
export function greetingWidget(
  name = 'greeting',
  defaultStrategy: LoadStrategy = 'eager',
): WidgetDefinition {
  return {
    name,
    defaultStrategy,
    load: async () => ({
      default: ({ element }: WidgetProps) => (
        <p>
          Hello from {name}: {element.querySelector('p')?.textContent}
        </p>
      ),
    }),
  };
}

/** A widget that owns a window listener and an interval, released on unmount. */
export function busyWidget(): WidgetDefinition {
  return {
    name: 'busy',
    defaultStrategy: 'eager',
    load: async () => ({
      default: function Busy() {
        useEffect(() => {
          const onScroll = () => {};
          const timer = setInterval(() => {}, 1000);
          window.addEventListener('scroll', onScroll);
          return () => {
            clearInterval(timer);
            window.removeEventListener('scroll', onScroll);
          };
        }, []);
        return <p>busy</p>;
      },
    }),
  };
}

export function throwingWidget(): WidgetDefinition {
  return {
    name: 'broken',
    defaultStrategy: 'eager',
    load: async () => ({
      default: (): never => {
        throw new Error('bad data');
      },
    }),
  };
}

export function widgetElement(name: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('section');
  element.setAttribute('data-widget', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  element.innerHTML = `<p>server markup of ${name}</p>`;
  return element;
}
