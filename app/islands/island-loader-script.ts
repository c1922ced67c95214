import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'
import { COLOR_MODE_STORAGE_KEY } from '~/components/shell/color-mode.tsx'
import { SAMPLE_LANGUAGE_KEY } from '#ui/remembered-choice.ts'
import { ISLAND_FAILED_ID, PENDING_DIALOG_ID } from './pending-frame-id.ts'
import { USER_EVENT } from './user-event.ts'

/** The titles of the modals the header island opens (the same texts as their panels). */
const pendingTitles = {
  'sign-in': ['Welcome back!', 'Sign in to your account.'],
  'sign-up': ["Let's get started", 'Generate a dedicated API Key by creating an account.'],
}

/**
 * The only script a document page runs at load (inline, with the request's nonce). On intent
 * (pointer over or focus in an island's element) it fetches the island's chunks without running
 * them; it runs them on use (a click, a key, its keyboard shortcut, the pointer resting 300 ms) or
 * when the element scrolls into view, never at load, except for the header of a
 * visitor whose non-secret hint cookie says they are signed in, or who arrives to sign in or with a
 * mail link. Until the island is mounted, a click on one of its controls is held and replayed on the
 * same control once it is live, so the first click opens the modal; a click that opens a modal shows
 * the modal's frame at once, and one on a disclosure button whose panel is in the HTML (the
 * mega-menu) shows that panel, both painted before the island's code runs (a long task on a slow
 * phone); Escape closes that frame or panel again, and drops the held click, until the island is
 * live. A modal's chunks, which its island imports on demand, are fetched with the island's own (the
 * `island:modal` lists), so they arrive in one round.
 * Keys typed after a held search shortcut are held too and replayed after it, for the search box to
 * take. An island marked
 * `data-island-focus` (a form) runs as soon as focus enters it: what is typed meanwhile stays in the
 * server HTML's fields, which the island reads as it mounts. The footer's colour-mode switch shows
 * the stored choice, and every code sample the language last picked (before the island runs). An
 * island marked `data-island-signed-in` runs once the page publishes a signed-in visitor (the
 * `pdfrest:user` event), never for anyone else. Hover moves over as well, and focus with its caret
 * (the islands' entry keeps them, keep-focus.ts). A failed chunk (a new build replaced the old one)
 * reloads the page once per ten seconds; a second failure within them says so and offers the reload.
 *
 * `entry` is the islands' entry module (its own Vite build); in development the dev server's source
 * URL, with React Refresh's preamble first. Plain ES5-ish JavaScript in a string: it must run before
 * any module and cost no request.
 */
export function islandLoaderScript(entry: string, preloads: Record<string, string[]>): string {
  return `(function(entry,preloads,titles,hint,pid,fid,ck,ue,lk){
var d=document,h=d.documentElement,pending={},live={},held=[],hover=null,shade=null,shadeBy=null,opened=null,warmed={},dwell=null,nonce=d.currentScript&&d.currentScript.nonce;
function warm(c,k){var n=c.getAttribute('data-island'),key=k?n+':'+k:n;if(k)warm(c);if(warmed[key])return;warmed[key]=1;(preloads[key]||[]).forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;if(nonce)l.nonce=nonce;d.head.appendChild(l)})}
function opens(t){var o=t&&t.closest?t.closest('[data-opens]'):null;return o&&o.getAttribute('data-opens')}
function soon(c){requestAnimationFrame(function(){setTimeout(function(){load(c)},0)})}
function box(t){var e=t&&t.closest?t.closest('[data-island],[data-island-trigger]'):null;var n=e&&e.getAttribute('data-island-trigger');if(n)e=d.querySelector('[data-island="'+n+'"]');return e&&!live[e.getAttribute('data-island')]?e:null}
function path(c,e){var p=[];while(e&&e!==c){p.unshift(Array.prototype.indexOf.call(e.parentNode.children,e));e=e.parentNode}return e===c?p:null}
function at(c,p){var e=c;for(var i=0;e&&i<p.length;i++)e=e.children[p[i]];return e}
function frame(kind,b){var g=d.getElementById(pid),t=titles[kind];if(!g||!t)return;g.querySelector('h2').textContent=t[0];g.querySelector('p').textContent=t[1];g.hidden=false;shade=g;shadeBy=b}
function unframe(){if(shade){shade.hidden=true;shade=null;shadeBy=null}}
function failed(){var f=d.getElementById(fid);if(!f)return;f.hidden=false;var r=f.querySelector('[data-reload]');if(r)r.focus()}
function load(c){var n=c.getAttribute('data-island');if(pending[n])return pending[n];
pending[n]=import(entry).then(function(m){return m.mountIsland(n,c)}).then(function(){live[n]=1;if(opened&&opened.c===c)opened=null;
if(hover&&hover.c===c){var o=at(c,hover.p);if(o)o.dispatchEvent(new PointerEvent('pointerover',{bubbles:true,pointerType:'mouse'}))}
var q=held.filter(function(x){return x.c===c});held=held.filter(function(x){return x.c!==c});
q.forEach(function(x){if(x.k){(d.activeElement||d.body).dispatchEvent(new KeyboardEvent('keydown',x.k))}else{var e=x.p?at(c,x.p):x.e;if(e&&e.isConnected)e.click();else x.e.click()}});
if(!q.length)unframe()
},function(){unframe();held=held.filter(function(x){return x.c!==c});delete pending[n];var k='pdfrest-chunk-reload',t=Number(sessionStorage.getItem(k)||0);if(Date.now()-t>1e4){sessionStorage.setItem(k,String(Date.now()));location.reload()}else failed()});
return pending[n]}
d.addEventListener('pointerover',function(e){var c=box(e.target);hover=c&&c.contains(e.target)?{c:c,p:path(c,e.target)}:null;clearTimeout(dwell);if(!c)return;warm(c,opens(e.target));dwell=setTimeout(function(){load(c)},300)},true);
d.addEventListener('focusin',function(e){var c=box(e.target);if(!c)return;warm(c,opens(e.target));if(c.hasAttribute('data-island-focus'))load(c)},true);
d.addEventListener('click',function(e){var c=box(e.target);if(!c)return;var a=e.target.closest('a[href],summary');if(a&&c.contains(a))return;
var b=e.target.closest('button,label,input,[role=button]');if(!b)return;e.preventDefault();e.stopPropagation();held.push({c:c,p:c.contains(b)?path(c,b):null,e:b});
clearTimeout(dwell);var o=b.getAttribute('data-opens'),x=b.getAttribute('aria-controls'),px=x&&d.getElementById(x);
if(o){warm(c,o);frame(o,b);soon(c)}else if(px&&px.hidden&&b.getAttribute('aria-expanded')==='false'){px.hidden=false;b.setAttribute('aria-expanded','true');opened={b:b,p:px,c:c};soon(c)}else load(c)},true);
d.addEventListener('keydown',function(e){if(e.key==='Escape'&&opened){var u=opened;opened=null;u.p.hidden=true;u.b.setAttribute('aria-expanded','false');held=held.filter(function(x){return x.e!==u.b});u.b.focus();e.preventDefault();return}
if(e.key==='Escape'&&shade&&!shade.hidden){var by=shadeBy;unframe();held=held.filter(function(x){return x.e!==by});if(by&&by.isConnected)by.focus();e.preventDefault();return}
var w=held.filter(function(x){return x.k})[0];if(w&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&(e.key.length===1||e.key==='Backspace')){e.preventDefault();held.push({c:w.c,k:{key:e.key,bubbles:true,cancelable:true}});return}
var t=e.target,typing=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
var k=(e.key==='k'||e.key==='K')&&(e.metaKey||e.ctrlKey),s=e.key==='/'&&!typing&&!e.metaKey&&!e.ctrlKey&&!e.altKey;if(!k&&!s)return;
var c=d.querySelector('[data-island-keys]');if(!c||live[c.getAttribute('data-island')])return;e.preventDefault();
held.push({c:c,k:{key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true}});load(c)},true);
if('IntersectionObserver' in window){var io=new IntersectionObserver(function(es){es.forEach(function(x){if(x.isIntersecting){io.unobserve(x.target);load(x.target)}})},{rootMargin:'200px'});
d.querySelectorAll('[data-island-visible]').forEach(function(e){io.observe(e)})}
var early=new RegExp('(^|; )'+hint+'=1').test(d.cookie)||/[?&]auth=sign-in/.test(location.search)||/^#(recovery|confirmation|invite)_token=/.test(location.hash);
if(early)d.querySelectorAll('[data-island-early]').forEach(load);
var fb=d.getElementById(fid);if(fb)fb.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('button');if(t&&t.hasAttribute('data-reload'))location.reload();else if(t)fb.hidden=true});
window.addEventListener(ue,function(e){if(e.detail&&e.detail.signedIn)d.querySelectorAll('[data-island-signed-in]').forEach(load)});
try{var sl=localStorage.getItem(lk);if(sl)d.querySelectorAll('[data-remember="'+lk+'"]').forEach(function(r){var ts=r.querySelectorAll('[role=tab]'),hit=null;ts.forEach(function(t){if(t.getAttribute('data-value')===sl)hit=t});
if(hit)ts.forEach(function(t){var on=t===hit,p=d.getElementById(t.getAttribute('aria-controls'));t.setAttribute('aria-selected',String(on));t.tabIndex=on?0:-1;t.toggleAttribute('data-selected',on);if(p&&!p.hidden)p.toggleAttribute('data-tab-later',!on)})})}catch(e){}
try{var cm=localStorage.getItem(ck),r=cm&&d.querySelector('input[name="color-mode"][value="'+cm+'"]');if(r)r.checked=true}catch(e){}
h.setAttribute('data-hydrated','true')
})(${JSON.stringify(entry)},${JSON.stringify(preloads)},${JSON.stringify(pendingTitles)},${JSON.stringify(SIGNED_IN_HINT_COOKIE)},${JSON.stringify(PENDING_DIALOG_ID)},${JSON.stringify(ISLAND_FAILED_ID)},${JSON.stringify(COLOR_MODE_STORAGE_KEY)},${JSON.stringify(USER_EVENT)},${JSON.stringify(SAMPLE_LANGUAGE_KEY)})`
}

/** React Refresh's preamble, which @vitejs/plugin-react's transformed modules expect in development. */
export const reactRefreshPreamble = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`
