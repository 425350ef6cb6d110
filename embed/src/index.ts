export { createStaykitEmbed } from './createStaykitEmbed';
export { isWidgetMessage } from './protocol';
export type {
  CompanionTier,
  Ga4Item,
  Ga4ParamValue,
  Ga4Params,
  HostMessage,
  WidgetMessage,
  WidgetMessageOf,
  WidgetMessageType,
} from './protocol';
export type {
  EmbedMode,
  EmbedOptions,
  OpenOptions,
  StayOptions,
  StaykitEmbed,
  WidgetMessageHandler,
} from './types';
