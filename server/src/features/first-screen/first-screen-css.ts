import { COOKIE_NOTICE_Z_INDEX } from '@spraybook/contract';

/**
 * The first screens' own styles, inline in the page: the same sizes and colours as the app's
 * Mantine theme (dark scheme) draws them, at the app's breakpoints (web/src/shared/util/breakpoints.ts:
 * 30em, 40em, 52em; 48em for the 44-px touch targets). `e2e/tests/first-screen.spec.ts` compares
 * screenshots of both, so a change on either side that makes them differ fails there.
 */
export const FIRST_SCREEN_CSS = `
html[data-first-screen] #root{visibility:hidden}
#first-screen{position:absolute;top:0;left:0;right:0;z-index:200;color:#c9c9c9;background:#242424}
body{margin:0;background:#242424;color:#c9c9c9;font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;-webkit-font-smoothing:antialiased}
#first-screen *{box-sizing:border-box}
:where(#first-screen) a{color:inherit;text-decoration:none}
.fs-icon{display:block;flex:none}
.fs-header{height:60px;border-bottom:1px solid #424242;background:#242424}
.fs-bar{height:60px;padding:0 16px;gap:16px;display:flex;align-items:center;justify-content:space-between;flex-wrap:nowrap}
.fs-group{display:flex;align-items:center;flex-wrap:nowrap}
.fs-left{gap:12px}
.fs-right{gap:10px;min-width:0}
.fs-burger{width:44px;height:44px;display:flex;align-items:center;justify-content:center}
.fs-burger span,.fs-burger span::before,.fs-burger span::after{display:block;width:18px;height:1.5px;background:#fff;position:relative}
.fs-burger span::before,.fs-burger span::after{content:"";position:absolute;left:0}
.fs-burger span::before{top:-6px}
.fs-burger span::after{top:6px}
.fs-logo{display:flex;align-items:center;justify-content:center;gap:8px}
.fs-logo-name{display:none;font-size:18px;font-weight:800;line-height:1.6}
.fs-links{display:none;gap:4px;margin-left:16px}
.fs-button{display:inline-flex;align-items:center;justify-content:center;gap:10px;height:36px;padding:0 18px;border:1px solid transparent;border-radius:8px;font-size:14px;font-weight:600;line-height:1;white-space:nowrap}
.fs-subtle{color:#f8f9fa}
.fs-default{background:#2e2e2e;border-color:#424242;color:#fff}
.fs-filled{background:#1971c2;color:#fff;padding-left:12px}
.fs-action{width:34px;height:34px;display:flex;align-items:center;justify-content:center;background:#2e2e2e;border:1px solid #424242;border-radius:8px;color:#fff}
.fs-search-wide{display:none;padding:0 12px}
.fs-search-label{font-weight:400;min-width:90px}
.fs-search-wide kbd{font-family:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace;font-size:10px;font-weight:700;line-height:1.55;padding:1.2px 4.5px;border:1px solid #424242;border-bottom-width:3px;border-radius:4px;background:#2e2e2e;color:#c9c9c9}
.fs-add-wall{display:none}
.fs-main{padding-top:0}
.fs-container{max-width:1140px;margin:0 auto;padding:0 16px}
.fs-banner{position:relative;overflow:hidden;height:clamp(180px,28vh,300px);background:#2e2e2e;color:#fff}
.fs-banner-photo{position:absolute;inset:0;width:100%;height:135%;object-fit:cover}
.fs-shade{position:absolute;inset:0;background:linear-gradient(to bottom,rgb(0 0 0 / .15) 0%,rgb(0 0 0 / .35) 45%,rgb(0 0 0 / .85) 100%)}
.fs-banner-content{position:relative;height:100%;display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:20px}
.fs-banner-row{display:flex;justify-content:space-between;align-items:flex-end;gap:16px}
.fs-banner-text{display:flex;flex-direction:column;gap:6px;min-width:0}
.fs-title{margin:0;font-size:28px;font-weight:700;line-height:1.3;color:#fff;text-shadow:0 1px 8px rgb(0 0 0 / .5);overflow-wrap:anywhere}
.fs-gym{margin:0;font-size:18px;font-weight:500;line-height:1.6;color:#e9ecef;text-shadow:0 1px 6px rgb(0 0 0 / .6)}
.fs-copy-link{flex:none;width:42px;height:42px;border-radius:32px;background:#fff;color:#1f1f1f;display:flex;align-items:center;justify-content:center}
.fs-tabs{border-bottom:1px solid #424242;background:#242424}
.fs-tabs-container{padding:0 10px}
.fs-tabs ul{display:flex;gap:10px;margin:0;padding:0;list-style:none;justify-content:space-around}
.fs-tab{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:56px;min-width:88px;padding:4px 10px 2px;font-size:12px;font-weight:600;line-height:1.2;border-bottom:3px solid transparent}
.fs-tab[aria-current=page]{border-bottom-color:#1971c2;color:#4dabf7}
.fs-tab-icon-wide{display:none}
.fs-hero{position:relative;color:#fff;background:radial-gradient(circle at 18% 30%,rgba(255,212,59,.35) 0 14px,transparent 15px),radial-gradient(circle at 72% 22%,rgba(255,107,107,.4) 0 18px,transparent 19px),radial-gradient(circle at 86% 64%,rgba(105,219,124,.35) 0 12px,transparent 13px),radial-gradient(circle at 58% 78%,rgba(218,119,242,.35) 0 16px,transparent 17px),radial-gradient(circle at 36% 84%,rgba(116,192,252,.35) 0 10px,transparent 11px),radial-gradient(rgba(0,0,0,.35) 1.5px,transparent 2px) 0 0/28px 28px,linear-gradient(135deg,#1c3d5a 0%,#16233b 55%,#111827 100%)}
.fs-hero-container{padding-top:48px;padding-bottom:48px}
.fs-hero-stack{display:flex;flex-direction:column;gap:20px;max-width:640px}
.fs-hero-stack p,.fs-hero-stack h1{margin:0}
.fs-eyebrow{font-size:14px;font-weight:700;line-height:1.45;color:#74c0fc;text-transform:uppercase;letter-spacing:1px}
.fs-hero-title{font-size:clamp(2.4rem,7vw,4.2rem);line-height:1.05;letter-spacing:-.02em;font-weight:700;color:#fff}
.fs-hero-text{font-size:20px;line-height:1.65;color:#dee2e6}
.fs-hero-actions{display:flex;flex-wrap:wrap;gap:12px}
.fs-md{height:42px;padding:0 22px 0 14.6667px;font-size:16px}
.fs-white{background:#fff;color:#1f1f1f}
.fs-light{background:#0c3256;color:#e7f5ff}
#first-screen.fs-full-height{display:flex;flex-direction:column;height:100dvh}
.fs-full-height>.fs-header,.fs-full-height>.fs-cookie{flex:none}
.fs-cookie{position:fixed;bottom:0;left:0;right:0;z-index:${COOKIE_NOTICE_Z_INDEX};padding:16px;background:#242424;border:1px solid #424242;box-shadow:0 1px 3px rgb(0 0 0 / .05),0 28px 23px -7px rgb(0 0 0 / .05),0 12px 12px -7px rgb(0 0 0 / .04)}
.fs-cookie-row{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:16px}
.fs-cookie-text{margin:0;font-size:14px;line-height:1.45}
.fs-cookie-accept{background:#1971c2;color:#fff}
.fs-cookie-room{position:static;order:1;visibility:hidden;box-shadow:none}
@media (pointer:coarse),(max-width:48em){.fs-header :is(.fs-touch,.fs-action,.fs-button),.fs-cookie-accept{min-width:44px;min-height:44px}.fs-header .fs-action{width:44px;height:44px}}
@media (min-width:30em){.fs-logo-name,.fs-add-wall{display:inline-flex}}
@media (min-width:40em){.fs-burger{display:none}.fs-links{display:flex}.fs-title{font-size:40px}}
@media (min-width:52em){.fs-search-wide{display:inline-flex}.fs-search-narrow{display:none}}
@media (min-width:40em){.fs-tabs-container{padding:0 16px}.fs-hero-container{padding-top:80px;padding-bottom:80px}}
@media (min-width:501px){.fs-tabs ul{justify-content:flex-start}.fs-tab{flex-direction:row;gap:8px;min-height:48px;min-width:48px;padding:0 16px;font-size:16px;line-height:1.55}.fs-tab-icon-narrow{display:none}.fs-tab-icon-wide{display:block}}
`
  .trim()
  .replace(/\n/g, '');
