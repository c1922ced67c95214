import { API_KEY_PLACEHOLDER, type SampleLanguage } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'

/**
 * The quickstart's programs: compress `input.pdf` and save the answer's output file as
 * `compressed.pdf`, in each language the reference publishes. Each names the key and the host once,
 * at the top, so the sample-key island and a test's swaps change one line. The calls are the
 * reference's own (`/compressed-pdf`, `Api-Key`, the multipart `file` part, `outputUrl` in the
 * answer, `{ "error": … }` on a refusal); the output URL is a plain download.
 */
/** A sample language's Markdown fence name. */
export const fenceLanguage = {
  curl: 'bash',
  python: 'python',
  nodejs: 'javascript',
  php: 'php',
  java: 'java',
  csharp: 'csharp',
} as const satisfies Record<SampleLanguage, string>

export const QUICKSTART_OUTPUT = 'compressed.pdf'

const key = API_KEY_PLACEHOLDER
const host = PDF_API_HOSTS.global

const curl = String.raw`#!/usr/bin/env bash
# Needs curl and jq. Save as quickstart.sh beside input.pdf and run: bash quickstart.sh
set -euo pipefail

API_KEY="${key}"
API_URL="${host}"

answer=$(curl -sS -X POST "$API_URL/compressed-pdf" \
  -H "Accept: application/json" \
  -H "Api-Key: $API_KEY" \
  -F "file=@input.pdf" \
  -F "compression_level=medium")

# A refusal answers { "error": "…" } and no outputUrl.
output_url=$(jq -er '.outputUrl' <<<"$answer") || { echo "$answer" >&2; exit 1; }

curl -sS --fail -o ${QUICKSTART_OUTPUT} "$output_url"
echo "Saved ${QUICKSTART_OUTPUT} ($(wc -c < ${QUICKSTART_OUTPUT}) bytes)"
`

const python = String.raw`# Python 3.8+ with requests (pip install requests). Save as quickstart.py beside input.pdf.
import sys

import requests

API_KEY = '${key}'
API_URL = '${host}'

with open('input.pdf', 'rb') as file:
    response = requests.post(
        f'{API_URL}/compressed-pdf',
        headers={'Accept': 'application/json', 'Api-Key': API_KEY},
        files={'file': ('input.pdf', file, 'application/pdf')},
        data={'compression_level': 'medium'},
    )
answer = response.json()
if not response.ok:
    sys.exit(f"{response.status_code}: {answer.get('error')}")

output = requests.get(answer['outputUrl'])
output.raise_for_status()
with open('${QUICKSTART_OUTPUT}', 'wb') as file:
    file.write(output.content)
print(f'Saved ${QUICKSTART_OUTPUT} ({len(output.content)} bytes)')
`

const nodejs = String.raw`// Node.js 20+, as an ES module (sample.mjs) for top-level await, beside input.pdf
import { openAsBlob } from 'node:fs'
import { writeFile } from 'node:fs/promises'

const API_KEY = '${key}'
const API_URL = '${host}'

const form = new FormData()
form.append('file', await openAsBlob('input.pdf', { type: 'application/pdf' }), 'input.pdf')
form.append('compression_level', 'medium')

const response = await fetch(API_URL + '/compressed-pdf', {
  method: 'POST',
  headers: { Accept: 'application/json', 'Api-Key': API_KEY },
  body: form,
})
const answer = await response.json()
if (!response.ok) {
  console.error(response.status + ': ' + answer.error)
  process.exit(1)
}

const output = await fetch(answer.outputUrl)
if (!output.ok) throw new Error('Download failed: ' + output.status)
const bytes = Buffer.from(await output.arrayBuffer())
await writeFile('${QUICKSTART_OUTPUT}', bytes)
console.log('Saved ${QUICKSTART_OUTPUT} (' + bytes.length + ' bytes)')
`

const php = String.raw`<?php
// PHP 8+ with the curl extension. Save as quickstart.php beside input.pdf and run: php quickstart.php

$apiKey = '${key}';
$apiUrl = '${host}';

$curl = curl_init($apiUrl . '/compressed-pdf');
curl_setopt_array($curl, [
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => [
        'file' => new CURLFile('input.pdf', 'application/pdf', 'input.pdf'),
        'compression_level' => 'medium',
    ],
    CURLOPT_HTTPHEADER => ['Accept: application/json', 'Api-Key: ' . $apiKey],
    CURLOPT_RETURNTRANSFER => true,
]);
$response = curl_exec($curl);
if ($response === false) {
    exit('Request failed: ' . curl_error($curl) . PHP_EOL);
}
$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
$answer = json_decode($response, true);
if ($status !== 200) {
    fwrite(STDERR, $status . ': ' . ($answer['error'] ?? $response) . PHP_EOL);
    exit(1);
}

$download = curl_init($answer['outputUrl']);
curl_setopt_array($download, [CURLOPT_RETURNTRANSFER => true, CURLOPT_FAILONERROR => true]);
$bytes = curl_exec($download);
if ($bytes === false) {
    exit('Download failed: ' . curl_error($download) . PHP_EOL);
}
file_put_contents('${QUICKSTART_OUTPUT}', $bytes);
echo 'Saved ${QUICKSTART_OUTPUT} (' . strlen($bytes) . ' bytes)', PHP_EOL;
`

const java = String.raw`// Java 11+, no external library: save as PdfRestSample.java beside input.pdf and run: java PdfRestSample.java
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class PdfRestSample {
    static final String API_KEY = "${key}";
    static final String API_URL = "${host}";

    public static void main(String[] args) throws Exception {
        String boundary = "pdfRest-" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"file\"; filename=\"input.pdf\"\r\n"
            + "Content-Type: application/pdf\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(Files.readAllBytes(Path.of("input.pdf")));
        body.writeBytes(("\r\n--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"compression_level\"\r\n\r\n"
            + "medium\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(
            HttpRequest.newBuilder(URI.create(API_URL + "/compressed-pdf"))
                .header("Accept", "application/json")
                .header("Api-Key", API_KEY)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                .build(),
            HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            System.err.println(response.statusCode() + ": " + response.body());
            System.exit(1);
        }

        // The answer's outputUrl (a JSON library such as Jackson or Gson reads it as well).
        Matcher outputUrl = Pattern.compile("\"outputUrl\"\\s*:\\s*\"([^\"]+)\"").matcher(response.body());
        if (!outputUrl.find()) throw new IllegalStateException("No outputUrl in " + response.body());
        HttpResponse<byte[]> output = client.send(
            HttpRequest.newBuilder(URI.create(outputUrl.group(1).replace("\\/", "/"))).build(),
            HttpResponse.BodyHandlers.ofByteArray());
        if (output.statusCode() != 200) throw new IllegalStateException("Download failed: " + output.statusCode());
        Files.write(Path.of("${QUICKSTART_OUTPUT}"), output.body());
        System.out.println("Saved ${QUICKSTART_OUTPUT} (" + output.body().length + " bytes)");
    }
}
`

const csharp = String.raw`// .NET 6+ (top-level statements), beside input.pdf
using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text.Json;

const string ApiKey = "${key}";
const string ApiUrl = "${host}";

using var client = new HttpClient();

using var form = new MultipartFormDataContent();
var file = new ByteArrayContent(File.ReadAllBytes("input.pdf"));
file.Headers.ContentType = new MediaTypeHeaderValue("application/pdf");
form.Add(file, "file", "input.pdf");
form.Add(new StringContent("medium"), "compression_level");

using var request = new HttpRequestMessage(HttpMethod.Post, ApiUrl + "/compressed-pdf") { Content = form };
request.Headers.Add("Accept", "application/json");
request.Headers.Add("Api-Key", ApiKey);
using var response = await client.SendAsync(request);
using var answer = JsonDocument.Parse(await response.Content.ReadAsStringAsync());
if (!response.IsSuccessStatusCode)
{
    Console.Error.WriteLine((int)response.StatusCode + ": " + answer.RootElement.GetProperty("error"));
    return 1;
}

var outputUrl = answer.RootElement.GetProperty("outputUrl").GetString();
var bytes = await client.GetByteArrayAsync(outputUrl);
await File.WriteAllBytesAsync("${QUICKSTART_OUTPUT}", bytes);
Console.WriteLine("Saved ${QUICKSTART_OUTPUT} (" + bytes.Length + " bytes)");
return 0;
`

export const quickstartPrograms: Record<SampleLanguage, string> = { curl, python, nodejs, php, java, csharp }
