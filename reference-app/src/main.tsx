// The design tokens first, then the buttons every screen has, then the page shell; before any
// screen's own stylesheet, so that a screen's rule wins over a base one of the same weight.
import './components/ui/tokens.css';
import './components/ui/button.css';
import './app/widget.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWidget } from './app/createWidget';
import { readWidgetConfig } from './app/widgetConfig';
import { WidgetApp } from './app/WidgetApp';

const hostElement = document.getElementById('staykit-widget');
if (!hostElement) throw new Error('The page has no #staykit-widget element');

const widget = createWidget({ window, hostElement, config: readWidgetConfig(import.meta.env, hostElement) });
createRoot(hostElement).render(
  <StrictMode>
    <WidgetApp widget={widget} />
  </StrictMode>,
);
