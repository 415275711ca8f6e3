import { createHash } from 'node:crypto';
import { SCRIPT_LIST_ID } from '@ddu/shared/pages/script-list-id';
import { EARLY_CLICK_ATTRIBUTE, LIVE_ATTRIBUTE } from '@ddu/shared/pages/early-click';

export { SCRIPT_LIST_ID };

/**
 * The one inline script of a server-rendered page (the largest paint early, not waiting on
 * script). The page arrives rendered, so it paints with no script at all; its scripts are asked for
 * only once the browser has shown its first content and the page has loaded (its main image
 * included), so on a phone the HTML, the styles and the main image have the connection to
 * themselves, and Lighthouse's model no longer puts the scripts' download ahead of the largest paint.
 * A slow image holds them back at most three seconds; a tab hidden before its first paint (the
 * browser then never reports one) and a browser that cannot report it do not wait for one, and after
 * five seconds nothing holds them back at all.
 *
 * A tap on one of the buttons marked `data-early-click` before React listens is noted on <html> and
 * starts the scripts at once (the visitor wants the page now); the page taps it again once alive
 * (@ddu/shared/pages/early-click).
 *
 * It is constant (the list is read from the page), so the Content-Security-Policy allows exactly it
 * by its hash (`BOOT_LOADER_CSP_SOURCE`) and still allows no other inline script.
 */
export const BOOT_LOADER = [
  '(function(){',
  "var started=false,loaded=document.readyState==='complete',painted=false;",
  'function start(){',
  'if(started)return;started=true;',
  `var list=JSON.parse(document.getElementById('${SCRIPT_LIST_ID}').textContent);`,
  "for(var i=1;i<list.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=list[i];document.head.appendChild(link);}",
  "var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=list[0];document.head.appendChild(entry);",
  '}',
  'function next(){if(loaded&&painted)setTimeout(start,0);}',
  "if(document.visibilityState==='hidden'||typeof PerformanceObserver!=='function'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)painted=true;",
  "else new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=true;next();}}).observe({type:'paint',buffered:true});",
  "if(!loaded){addEventListener('load',function(){loaded=true;next();},{once:true});setTimeout(function(){loaded=true;next();},3000);}",
  "addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden'){painted=true;next();}});",
  'setTimeout(function(){loaded=painted=true;next();},5000);',
  "addEventListener('click',function(event){var html=document.documentElement;",
  `if(html.hasAttribute('${LIVE_ATTRIBUTE}'))return;`,
  `var target=event.target&&event.target.closest?event.target.closest('[${EARLY_CLICK_ATTRIBUTE}]'):null;`,
  `if(target){html.setAttribute('${EARLY_CLICK_ATTRIBUTE}',target.getAttribute('${EARLY_CLICK_ATTRIBUTE}'));start();}},true);`,
  'next();',
  '})();',
].join('');

/** The CSP source that allows the boot loader and nothing else inline. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
