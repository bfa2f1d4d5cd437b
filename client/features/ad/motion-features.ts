// framer-motion's DOM animation features, fetched by LazyMotion only when the pop-up first renders.
export { domAnimation as default } from 'framer-motion';
