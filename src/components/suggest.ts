// The header search's suggestions (../lib/searchSuggest.ts), as a script of its own that
// shellMenus.ts adds to the page when the field is first focused: nothing of it loads on pages
// where nobody searches (content pages have a 5 KB JS budget).
import { attachHeaderSuggestions } from '../lib/searchSuggest';

attachHeaderSuggestions();
