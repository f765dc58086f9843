// `?url` imports are emitted as files by mf-search/webpack.config.js and give their address.
declare module '*?url' {
  const url: string;
  export default url;
}
