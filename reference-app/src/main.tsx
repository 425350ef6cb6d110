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
import { prepareDateFormats } from './lib/dateFormat';

const hostElement = document.getElementById('staykit-widget');
if (!hostElement) throw new Error('The page has no #staykit-widget element');

const config = readWidgetConfig(import.meta.env, hostElement, window.location.pathname);
if (config.agency) {
  // The agency storefront is a chunk of its own: the booking widget's guests never load it.
  const agency = config.agency;
  void import('./app/agency/startAgency').then((module) =>
    module.startAgency(hostElement, config.apiUrl, agency),
  );
} else {
  const widget = createWidget({ window, hostElement, config });
  // In a frame, after the parent messenger's code (loaded beside the hotel's first calls); at once elsewhere.
  void widget.ready.then(() => {
    createRoot(hostElement).render(
      <StrictMode>
        <WidgetApp widget={widget} />
      </StrictMode>,
    );
    // After the first render (the spinner), while the first calls are on their way.
    prepareDateFormats();
  });
}
