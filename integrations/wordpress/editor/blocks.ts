// The block editor's side of the four blocks, each in its folder beside its block.json and
// render.php (school-site-widgets/blocks/<name>/edit.ts): registered here, by the names their
// block.json give (WordPress has their metadata from the server's register_block_type). Built
// by integrations/wordpress/build-plugin.mjs as build/editor.js.
import { CalendarEdit, calendarIcon } from '../school-site-widgets/blocks/calendar/edit';
import {
  HomeScreenPromptEdit,
  homeScreenPromptIcon,
} from '../school-site-widgets/blocks/home-screen-prompt/edit';
import {
  LandingIntroEdit,
  landingIntroIcon,
} from '../school-site-widgets/blocks/landing-intro/edit';
import { MediaHubEdit, mediaHubIcon } from '../school-site-widgets/blocks/media-hub/edit';

const save = () => null;
wp.blocks.registerBlockType('school-site-widgets/media-hub', {
  edit: MediaHubEdit,
  save,
  icon: mediaHubIcon,
});
wp.blocks.registerBlockType('school-site-widgets/calendar', {
  edit: CalendarEdit,
  save,
  icon: calendarIcon,
});
wp.blocks.registerBlockType('school-site-widgets/landing-intro', {
  edit: LandingIntroEdit,
  save,
  icon: landingIntroIcon,
});
wp.blocks.registerBlockType('school-site-widgets/home-screen-prompt', {
  edit: HomeScreenPromptEdit,
  save,
  icon: homeScreenPromptIcon,
});

// Edit on page (includes/edit-fields.php) finds paragraphs and headings by an id of their own in
// their block comment: declared here too, so that the block editor keeps it when it saves.
wp.hooks.addFilter(
  'blocks.registerBlockType',
  'school-site-widgets/edit-on-page-id',
  (settings: BlockSettings, name: string): BlockSettings =>
    name === 'core/paragraph' || name === 'core/heading'
      ? { ...settings, attributes: { ...settings.attributes, sswId: { type: 'string' } } }
      : settings,
);
