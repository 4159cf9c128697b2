/**
 * The climb page's first screen's styles (climb-screen.ts), added to FIRST_SCREEN_CSS: the sizes and
 * colours of web/src/pages/climb/climb-page.module.css, photo-canvas.module.css and
 * climb-info-sheet.module.css with the Mantine components they use (dark scheme), at the same
 * breakpoints (40em: the tab list's padding; 48em and coarse pointers: 44-px targets; 30em: the
 * sheet's chevrons; a phone on its side, up to 32em high: the header beside the tabs, the sheet
 * beside the photo). `e2e/tests/first-screen.spec.ts` compares screenshots of both.
 */
export const CLIMB_SCREEN_CSS = `
.fs-climb{flex:1;min-height:0;display:flex;flex-direction:column}
.fs-climb-head{padding:12px 16px 0}
.fs-crumbs{display:flex;align-items:center;font-size:14px}
.fs-crumb-link{color:#4dabf7 !important;line-height:1.45}
.fs-crumb-sep{margin:0 6px;color:#828282;line-height:1}
.fs-crumb-here{color:#a3a3a3;line-height:1}
.fs-climb-title-row{display:flex;align-items:center;gap:10px;margin-top:4px;min-width:0}
.fs-climb-title{margin:0;font-size:26px;line-height:1.35;font-weight:700;color:#c9c9c9;min-width:0;overflow:hidden;display:-webkit-box;-webkit-line-clamp:1;-webkit-box-orient:vertical}
.fs-badge{flex:none;display:inline-flex;align-items:center;height:26px;padding:0 12px;border:1px solid transparent;border-radius:1000px;background:#0c3256;color:#e7f5ff;font-size:13px;font-weight:700;line-height:24px;letter-spacing:.25px;text-transform:uppercase;white-space:nowrap}
.fs-climb-tabbar{display:flex;align-items:flex-end;gap:10px;padding-right:10px;border-bottom:1px solid #424242}
.fs-climb-tablist{flex:1;min-width:0;position:relative;display:flex;height:38px;padding:0 10px}
.fs-climb-tablist::before{content:"";position:absolute;left:0;right:0;bottom:0;border-bottom:2px solid #424242}
.fs-climb-tab{position:relative;display:flex;align-items:center;gap:10px;height:38px;padding:10px 16px;border-bottom:2px solid transparent;border-radius:8px 8px 0 0;font-size:14px;line-height:1;color:#c9c9c9}
.fs-climb-tab-on{border-bottom-color:#1971c2}
.fs-letters{flex:none;display:inline-flex;align-items:center;gap:10px;height:44px;padding:0 18px 0 12px;border:1px solid transparent;border-radius:8px;background:#0c3256;color:#e7f5ff;font-size:14px;font-weight:600;line-height:1}
.fs-letters[data-off]{background:transparent;color:#f8f9fa}
.fs-climb-panel{flex:1;min-height:0;position:relative}
.fs-canvas{position:relative;width:100%;height:100%;overflow:hidden;background:#1f1f1f;--mantine-spacing-xs:10px}
.fs-canvas-content{position:absolute;left:0;top:0;transform-origin:0 0}
.fs-canvas-photo{display:block;width:100%;height:100%}
.fs-canvas-layers{position:absolute;inset:0;width:100%;height:100%;overflow:visible}
.fs-canvas-controls{position:absolute;right:10px;bottom:10px;display:flex;flex-direction:column;gap:4px}
.fs-zoom{width:34px;height:34px;display:flex;align-items:center;justify-content:center;border:1px solid #424242;border-radius:8px;background:#2e2e2e;color:#fff}
.fs-zoom[data-disabled]{border-color:transparent;color:#696969}
.fs-sheet{position:absolute;left:12px;right:12px;bottom:max(12px,env(safe-area-inset-bottom));z-index:3;max-width:520px;margin-inline:auto;padding:12px 12px 10px;display:flex;flex-direction:column;gap:8px;background:#242424;border:1px solid #424242;border-radius:16px;box-shadow:0 1px 3px rgb(0 0 0 / .05),0 36px 28px -7px rgb(0 0 0 / .05),0 17px 17px -7px rgb(0 0 0 / .04)}
.fs-sheet-grip{position:absolute;top:5px;left:50%;width:36px;height:4px;margin-left:-18px;border-radius:2px;background:#424242}
.fs-sheet-top{display:flex;align-items:center;gap:4px}
.fs-sheet-position{flex:1;min-width:0;font-size:14px;line-height:1.45;color:#a3a3a3;white-space:nowrap}
.fs-sheet-icon{flex:none;width:34px;height:34px;display:flex;align-items:center;justify-content:center;border:1px solid transparent;border-radius:8px;color:#e7f5ff}
.fs-sheet-steps{display:flex;gap:10px}
.fs-step,.fs-tick{flex:1;display:flex;align-items:center;justify-content:center;gap:10px;height:36px;padding:0 18px;border:1px solid #424242;border-radius:8px;background:#2e2e2e;color:#fff;font-size:14px;font-weight:600;line-height:1;white-space:nowrap}
.fs-step-left{padding-left:12px}
.fs-step-right{padding-right:12px}
.fs-step-off{border-color:transparent;color:#696969;font-family:inherit;margin:0}
.fs-tick{background:#1971c2;border-color:transparent}
@media (min-width:40em){.fs-climb-tablist{padding:0 16px}}
@media (max-width:48em){.fs-climb-head{padding-inline:10px}.fs-climb-title{font-size:22px;-webkit-line-clamp:2;overflow-wrap:anywhere}}
@media (pointer:coarse),(max-width:48em){.fs-zoom,.fs-sheet-icon{width:44px;height:44px}.fs-step,.fs-tick{min-width:44px;min-height:44px}}
@media (max-width:30em),(orientation:landscape) and (max-height:32em){.fs-step-chevron{display:none}.fs-step-left{padding-left:18px}.fs-step-right{padding-right:18px}}
@media (orientation:landscape) and (max-height:32em){.fs-climb{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-rows:auto minmax(0,1fr)}.fs-climb-head{display:flex;align-items:center;gap:12px;padding-block:0;border-bottom:1px solid #424242}.fs-climb-title-row{margin-top:0}.fs-climb-title{font-size:18px}.fs-climb-panel{grid-column:1/-1;display:flex}.fs-canvas{flex:1;min-width:0}.fs-sheet{position:relative;flex:none;align-self:flex-end;width:340px;max-width:45%;margin:0 10px max(10px,env(safe-area-inset-bottom));max-height:calc(100% - 20px);overflow-y:auto}}
`
  .trim()
  .replace(/\n/g, '');
