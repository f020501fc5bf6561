/** The names MDN's reference is built from: real interfaces, members, built-ins and APIs. */

export const WINDOW_PROPERTIES = [
  'caches', 'clientInformation', 'closed', 'cookieStore', 'crossOriginIsolated', 'crypto', 'customElements',
  'devicePixelRatio', 'document', 'documentPictureInPicture', 'external', 'frameElement', 'frames', 'history',
  'indexedDB', 'innerHeight', 'innerWidth', 'isSecureContext', 'launchQueue', 'length', 'localStorage', 'location',
  'locationbar', 'menubar', 'name', 'navigation', 'navigator', 'opener', 'origin', 'originAgentCluster', 'outerHeight',
  'outerWidth', 'parent', 'performance', 'personalbar', 'scheduler', 'screen', 'screenLeft', 'screenTop', 'screenX',
  'screenY', 'scrollbars', 'scrollX', 'scrollY', 'self', 'sessionStorage', 'speechSynthesis', 'statusbar', 'toolbar',
  'top', 'trustedTypes', 'visualViewport', 'window',
] as const;

export const WINDOW_METHODS = [
  'alert', 'atob', 'blur', 'btoa', 'cancelAnimationFrame', 'cancelIdleCallback', 'clearInterval', 'clearTimeout',
  'close', 'confirm', 'createImageBitmap', 'fetch', 'fetchLater', 'find', 'focus', 'getComputedStyle', 'getScreenDetails',
  'getSelection', 'matchMedia', 'moveBy', 'moveTo', 'open', 'postMessage', 'print', 'prompt', 'queryLocalFonts',
  'queueMicrotask', 'reportError', 'requestAnimationFrame', 'requestIdleCallback', 'resizeBy', 'resizeTo', 'scroll',
  'scrollBy', 'scrollTo', 'setInterval', 'setTimeout', 'showDirectoryPicker', 'showOpenFilePicker', 'showSaveFilePicker',
  'stop', 'structuredClone',
] as const;

export const WINDOW_EVENTS = [
  'afterprint', 'beforeprint', 'beforeunload', 'blur', 'copy', 'cut', 'devicemotion', 'deviceorientation', 'error',
  'focus', 'gamepadconnected', 'gamepaddisconnected', 'hashchange', 'languagechange', 'load', 'message', 'messageerror',
  'offline', 'online', 'pagehide', 'pagereveal', 'pageshow', 'pageswap', 'paste', 'popstate', 'rejectionhandled',
  'resize', 'storage', 'unhandledrejection',
] as const;

export const ARRAY_STATIC_METHODS = ['from', 'fromAsync', 'isArray', 'of'] as const;

export const ARRAY_INSTANCE_METHODS = [
  'at', 'concat', 'copyWithin', 'entries', 'every', 'fill', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex',
  'flat', 'flatMap', 'forEach', 'includes', 'indexOf', 'join', 'keys', 'lastIndexOf', 'map', 'pop', 'push', 'reduce',
  'reduceRight', 'reverse', 'shift', 'slice', 'some', 'sort', 'splice', 'toLocaleString', 'toReversed', 'toSorted',
  'toSpliced', 'toString', 'unshift', 'values', 'with',
] as const;

/** Standard built-in objects; functions carry their parentheses, as the reference lists them. */
export const GLOBAL_OBJECTS = [
  'AggregateError', 'Array', 'ArrayBuffer', 'AsyncDisposableStack', 'AsyncFunction', 'AsyncGenerator',
  'AsyncGeneratorFunction', 'AsyncIterator', 'Atomics', 'BigInt', 'BigInt64Array', 'BigUint64Array', 'Boolean',
  'DataView', 'Date', 'decodeURI()', 'decodeURIComponent()', 'DisposableStack', 'encodeURI()', 'encodeURIComponent()',
  'Error', 'eval()', 'EvalError', 'FinalizationRegistry', 'Float16Array', 'Float32Array', 'Float64Array', 'Function',
  'Generator', 'GeneratorFunction', 'globalThis', 'Infinity', 'Int16Array', 'Int32Array', 'Int8Array', 'Intl',
  'isFinite()', 'isNaN()', 'Iterator', 'JSON', 'Map', 'Math', 'NaN', 'Number', 'Object', 'parseFloat()', 'parseInt()',
  'Promise', 'Proxy', 'RangeError', 'ReferenceError', 'Reflect', 'RegExp', 'Set', 'SharedArrayBuffer', 'String',
  'SuppressedError', 'Symbol', 'SyntaxError', 'Temporal', 'TypedArray', 'TypeError', 'Uint16Array', 'Uint32Array',
  'Uint8Array', 'Uint8ClampedArray', 'undefined', 'URIError', 'WeakMap', 'WeakRef', 'WeakSet',
] as const;

/** Web APIs as the Web API index lists them ("Specifications"). */
export const WEB_APIS = [
  'Background Fetch API', 'Barcode Detection API', 'Battery Status API', 'Beacon API', 'Broadcast Channel API',
  'Canvas API', 'Channel Messaging API', 'Clipboard API', 'Compression Streams API', 'Console API', 'Cookie Store API',
  'Credential Management API', 'CSS Object Model', 'Device orientation events', 'Document Object Model', 'Encoding API',
  'Fetch API', 'File API', 'File System API', 'Fullscreen API', 'Gamepad API', 'Geolocation API', 'History API',
  'HTML DOM API', 'IndexedDB API', 'Intersection Observer API', 'Media Capture and Streams API', 'MediaStream Recording API',
  'Notifications API', 'Page Visibility API', 'Payment Request API', 'Performance API', 'Permissions API', 'Pointer events',
  'Push API', 'Resize Observer API', 'Screen Orientation API', 'Selection API', 'Server-sent events', 'Service Worker API',
  'Storage API', 'Streams API', 'Touch events', 'URL API', 'Vibration API', 'Web Animations API', 'Web Audio API',
  'Web Authentication API', 'Web components', 'Web Crypto API', 'Web Locks API', 'Web Share API', 'Web Speech API',
  'Web Storage API', 'Web Workers API', 'WebGL API', 'WebGPU API', 'WebHID API', 'WebRTC API', 'WebSockets API',
  'WebTransport API', 'WebUSB API', 'WebXR Device API', 'XMLHttpRequest API',
] as const;

/** Interfaces as the Web API index lists them; those of the Fetch API are named in FETCH_INTERFACES. */
export const INTERFACES = [
  'AbortController', 'AbortSignal', 'AbstractRange', 'AnalyserNode', 'Animation', 'AnimationEvent', 'Attr', 'AudioBuffer',
  'AudioContext', 'AudioNode', 'AudioWorklet', 'BarProp', 'BaseAudioContext', 'BeforeUnloadEvent', 'Blob',
  'BroadcastChannel', 'ByteLengthQueuingStrategy', 'Cache', 'CacheStorage', 'CanvasGradient', 'CanvasPattern',
  'CanvasRenderingContext2D', 'CDATASection', 'CharacterData', 'Clipboard', 'ClipboardEvent', 'ClipboardItem',
  'CloseEvent', 'Comment', 'CompositionEvent', 'CompressionStream', 'CountQueuingStrategy', 'Credential',
  'CredentialsContainer', 'Crypto', 'CryptoKey', 'CSSStyleDeclaration', 'CSSStyleSheet', 'CustomElementRegistry',
  'CustomEvent', 'DataTransfer', 'DecompressionStream', 'DedicatedWorkerGlobalScope', 'Document', 'DocumentFragment',
  'DocumentType', 'DOMException', 'DOMImplementation', 'DOMMatrix', 'DOMParser', 'DOMPoint', 'DOMRect', 'DOMTokenList',
  'DragEvent', 'Element', 'ErrorEvent', 'Event', 'EventSource', 'EventTarget', 'File', 'FileList', 'FileReader',
  'FileSystemDirectoryHandle', 'FileSystemFileHandle', 'FocusEvent', 'FontFace', 'FormData', 'Gamepad', 'Geolocation',
  'GeolocationPosition', 'HashChangeEvent', 'Headers', 'History', 'HTMLAnchorElement', 'HTMLAudioElement',
  'HTMLButtonElement', 'HTMLCanvasElement', 'HTMLCollection', 'HTMLDialogElement', 'HTMLDivElement', 'HTMLElement',
  'HTMLFormElement', 'HTMLIFrameElement', 'HTMLImageElement', 'HTMLInputElement', 'HTMLLinkElement', 'HTMLMediaElement',
  'HTMLScriptElement', 'HTMLSelectElement', 'HTMLTemplateElement', 'HTMLTextAreaElement', 'HTMLVideoElement',
  'IDBDatabase', 'IDBFactory', 'IDBObjectStore', 'IDBRequest', 'IDBTransaction', 'ImageBitmap', 'ImageData', 'InputEvent',
  'IntersectionObserver', 'IntersectionObserverEntry', 'KeyboardEvent', 'Location', 'MediaDevices', 'MediaQueryList',
  'MediaRecorder', 'MediaStream', 'MessageChannel', 'MessageEvent', 'MessagePort', 'MouseEvent', 'MutationObserver',
  'MutationRecord', 'NamedNodeMap', 'Navigator', 'Node', 'NodeList', 'Notification', 'OffscreenCanvas', 'Path2D',
  'Performance', 'PerformanceEntry', 'PerformanceObserver', 'Permissions', 'PointerEvent', 'PopStateEvent', 'ProgressEvent',
  'PromiseRejectionEvent', 'Range', 'ReadableStream', 'Request', 'ResizeObserver', 'Response', 'Screen', 'Selection',
  'ServiceWorker', 'ServiceWorkerContainer', 'ServiceWorkerRegistration', 'ShadowRoot', 'SharedWorker', 'Storage',
  'StorageEvent', 'SubmitEvent', 'SubtleCrypto', 'Text', 'TextDecoder', 'TextEncoder', 'TouchEvent', 'TransformStream',
  'TreeWalker', 'UIEvent', 'URL', 'URLSearchParams', 'ValidityState', 'VisualViewport', 'WebSocket', 'WheelEvent',
  'Window', 'Worker', 'WorkerGlobalScope', 'Worklet', 'WritableStream', 'XMLHttpRequest', 'XMLSerializer',
  'XPathEvaluator', 'XSLTProcessor',
] as const;

/** What the Fetch API page lists. */
export const FETCH_INTERFACES = ['Headers', 'Request', 'Response'] as const;
