import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWidget } from './app/createWidget';
import { readWidgetConfig } from './app/widgetConfig';
import { WidgetApp } from './app/WidgetApp';
import './app/widget.css';

const hostElement = document.getElementById('staykit-widget');
if (!hostElement) throw new Error('The page has no #staykit-widget element');

const widget = createWidget({ window, hostElement, config: readWidgetConfig(import.meta.env, hostElement) });
createRoot(hostElement).render(
  <StrictMode>
    <WidgetApp widget={widget} />
  </StrictMode>,
);
